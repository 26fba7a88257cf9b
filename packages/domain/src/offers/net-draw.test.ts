import { describe, expect, it } from 'vitest';
import { calculateNetDraw, calculatePrincipal } from './net-draw.ts';

describe('OFR-019 draw net of origination fee and recording tax', () => {
  it.each([
    // line, state, fee cap → fee, tax, net
    [225_000, 'MD', null, '11227.5', '1575', '212197.5'],
    [225_000, 'CA', null, '11227.5', '0', '213772.5'],
    [15_000, 'MD', null, '748.5', '105', '14146.5'],
    [225_000, 'MN', 5_000, '5000', '517.5', '219482.5'],
  ])('%s in %s, cap %s → fee %s, tax %s, draw %s', (lineAmount, state, feeCap, fee, tax, net) => {
    const draw = calculateNetDraw({ lineAmount, feePercent: 4.99, feeCap, state });
    expect([draw.originationFee.toString(), draw.recordingTax.toString(), draw.netDraw.toString()]).toEqual([
      fee,
      tax,
      net,
    ]);
  });

  it('OFR-013: the draw total (draw + fee) is the line amount amortised', () => {
    const draw = calculateNetDraw({ lineAmount: 225_000, feePercent: 4.99, state: 'MD' });
    expect(calculatePrincipal(draw).toString()).toBe('225000');
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
