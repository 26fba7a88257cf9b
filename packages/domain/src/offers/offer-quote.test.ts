import { describe, expect, it } from 'vitest';
import { adjustLineBoundsForPayoff, findLineAmountForDraw, quoteOffer } from './offer-quote.ts';
import { TEN_YEAR_FIXED_OFFER as OFFER } from './test-offers.ts';

describe('OFR-013…019 quoteOffer', () => {
  it('OFR-014/019: the fee is the draw × 2% and the draw is the line net of it (no tax in OR)', () => {
    const quote = quoteOffer({ offer: OFFER, lineAmount: 51_000, feeCap: null, state: 'OR' });
    expect(quote.originationFee.toFixed(2)).toBe('1000.00');
    expect(quote.recordingTax.toFixed(2)).toBe('0.00');
    expect(quote.initialDraw.toFixed(2)).toBe('50000.00');
    // OFR-013: draw total = draw + fee.
    expect(quote.drawTotal.toFixed(2)).toBe('51000.00');
    // OFR-015/016: 51,000 at 9.5% / 12 over 120 months.
    expect(quote.monthlyPayment.toFixed(2)).toBe('659.93');
    // OFR-017: 51,000 × 9.5% ÷ 365.25 = 13.2649… a day.
    expect(quote.dailyInterest.toFixed(2)).toBe('13.26');
  });

  it('OFR-014: the fee is held under the cap (ofeeMaxThreshold)', () => {
    const quote = quoteOffer({ offer: OFFER, lineAmount: 100_000, feeCap: 1_500, state: 'OR' });
    expect(quote.originationFee.toFixed(2)).toBe('1500.00');
    expect(quote.initialDraw.toFixed(2)).toBe('98500.00');
  });

  it('OFR-019/021: recording tax comes off the line in MD and stays out of the draw total', () => {
    const quote = quoteOffer({ offer: OFFER, lineAmount: 100_000, feeCap: null, state: 'MD' });
    expect(quote.recordingTax.toFixed(2)).toBe('700.00');
    // (100,000 − 700) ÷ 1.02 = 97,352.94; fee 1,947.06.
    expect(quote.initialDraw.toFixed(2)).toBe('97352.94');
    expect(quote.originationFee.toFixed(2)).toBe('1947.06');
    expect(quote.drawTotal.toFixed(2)).toBe('99300.00');
    expect(quote.monthlyPayment.toFixed(2)).toBe('1284.92');
  });

  it('amortises at a discounted APR when given', () => {
    const quote = quoteOffer({ offer: OFFER, lineAmount: 50_000, feeCap: null, state: 'OR', apr: 9.25 });
    expect(quote.apr.toNumber()).toBe(9.25);
    expect(quote.monthlyPayment.lessThan(646.99)).toBe(true);
    expect(quote.drawTotal.toFixed(2)).toBe('50000.00');
  });
});

describe('findLineAmountForDraw', () => {
  it.each<[number, number | undefined]>([
    [14_705.88, 15_000],
    [50_000, 51_000],
    [50_000.01, 51_001],
    [98_039.22, 100_000],
    [98_039.23, undefined],
  ])('draw %s → line %s', (draw, line) => {
    expect(findLineAmountForDraw({ offer: OFFER, draw, feeCap: null, state: 'OR' })?.toNumber()).toBe(line);
  });
});

describe('OFR-020 adjustLineBoundsForPayoff', () => {
  it.each<[string, 'PRESERVE' | 'DEDUCT' | 'MAXIMIZE', number, [number, number, string, boolean]]>([
    ['no payoff keeps the offer range', 'PRESERVE', 0, [15_000, 100_000, 'DRAW', true]],
    ['a small payoff keeps the minimum', 'PRESERVE', 10_000, [15_000, 100_000, 'DRAW', true]],
    ['a payoff above the minimum draw raises it', 'PRESERVE', 50_000, [51_000, 100_000, 'DRAW', true]],
    [
      'DEDUCT shows the cash after payoff, same lines',
      'DEDUCT',
      50_000,
      [51_000, 100_000, 'CASH_AFTER_PAYOFF', true],
    ],
    ['MAXIMIZE pins the largest line', 'MAXIMIZE', 10_000, [100_000, 100_000, 'DRAW', true]],
    ['a payoff the offer cannot cover', 'PRESERVE', 98_039.23, [100_000, 100_000, 'DRAW', false]],
  ])('%s', (_case, preference, payoff, expected) => {
    const bounds = adjustLineBoundsForPayoff({ offer: OFFER, payoff, preference, feeCap: null, state: 'OR' });
    expect([bounds.min.toNumber(), bounds.max.toNumber(), bounds.shows, bounds.coversPayoff]).toEqual(
      expected,
    );
  });
});
