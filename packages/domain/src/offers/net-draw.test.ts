import { describe, expect, it } from 'vitest';
import { calculateNetDraw, calculatePrincipal } from './net-draw.ts';

describe('OFR-019 draw net of origination fee and recording tax', () => {
  it.each([
    // line, state, fee cap → fee, tax, draw. The fee is 4.99% of the draw: (line − tax) × 4.99 ÷ 104.99.
    [225_000, 'MD', null, '10619.01', '1575', '212805.99'],
    [225_000, 'CA', null, '10693.87', '0', '214306.13'],
    [15_000, 'MD', null, '707.93', '105', '14187.07'],
    [89_700, 'OR', null, '4263.29', '0', '85436.71'],
    [225_000, 'MN', 5_000, '5000', '517.5', '219482.5'],
  ])('%s in %s, cap %s → fee %s, tax %s, draw %s', (lineAmount, state, feeCap, fee, tax, net) => {
    const draw = calculateNetDraw({ lineAmount, feePercent: 4.99, feeCap, state });
    expect([draw.originationFee.toString(), draw.recordingTax.toString(), draw.netDraw.toString()]).toEqual([
      fee,
      tax,
      net,
    ]);
  });

  it('CON-003: the fee is at most 4.99% of the initial draw', () => {
    const draw = calculateNetDraw({ lineAmount: 89_700, feePercent: 4.99, state: 'OR' });
    expect(draw.originationFee.lessThanOrEqualTo(draw.netDraw.times('0.0499'))).toBe(true);
  });

  it('OFR-013: the draw total is draw + fee, without the recording tax', () => {
    const draw = calculateNetDraw({ lineAmount: 225_000, feePercent: 4.99, state: 'MD' });
    expect(calculatePrincipal(draw).toString()).toBe('223425');
    expect(calculatePrincipal(draw).plus(draw.recordingTax).toString()).toBe('225000');
  });

  it('never goes below 0', () => {
    const draw = calculateNetDraw({
      lineAmount: 1,
      feePercent: 4.99,
      state: 'MD',
      recordingTaxRates: { MD: 1_400 },
    });
    expect(draw.netDraw.toNumber()).toBeGreaterThanOrEqual(0);
  });
});
