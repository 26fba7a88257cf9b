import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateNetDraw } from './net-draw.ts';
import { quoteOffer } from './offer-quote.ts';
import { RECORDING_TAX_PER_100K, RECORDING_TAX_STATES } from './recording-tax.ts';

/*
 * ORACLE for OFR-013…019 and CON-003 (decision 021). Every figure of an offer is computed here a
 * second time, straight from 001 §9, in exact integer arithmetic (cents and basis points as
 * BigInt, half-to-even done by hand), and compared with what the production Decimal code gives.
 * Nothing below calls the production formulas; only the sandbox rate table is shared data.
 */

/** CON-003: 4.99% in basis points. */
const MAX_FEE_BP = 499n;

/** num ÷ den (both ≥ 0, den > 0) rounded half-to-even to an integer (OFR-018). */
function divideHalfEven(num: bigint, den: bigint): bigint {
  const quotient = num / den;
  const twiceRemainder = (num % den) * 2n;
  if (twiceRemainder > den || (twiceRemainder === den && quotient % 2n === 1n)) {
    return quotient + 1n;
  }
  return quotient;
}

const min = (...values: bigint[]): bigint => values.reduce((a, b) => (b < a ? b : a));

interface OracleInput {
  lineDollars: number;
  /** Fee rate in basis points (may exceed 4.99%: the product charges at most 4.99%). */
  feeBp: number;
  /** ofeeMaxThreshold in whole dollars, or null. */
  capDollars: number | null;
  /** Recording tax in dollars per 100,000 (CON-007: 0 to 1,400). */
  taxPer100k: number;
  /** APR in thousandths of a percent (8.125% = 8125). */
  aprMilli: number;
  termYears: number;
}

interface OracleFigures {
  recordingTax: bigint;
  originationFee: bigint;
  initialDraw: bigint;
  drawTotal: bigint;
  monthlyPayment: bigint;
  dailyInterest: bigint;
}

/** All in cents. */
function oracle(input: OracleInput): OracleFigures {
  const line = BigInt(input.lineDollars) * 100n;
  // CON-007: recording tax = line × rate ÷ 100,000, to the cent.
  const recordingTax = divideHalfEven(line * BigInt(input.taxPer100k), 100_000n);
  // OFR-019: what the line holds once the tax is paid: the draw D and its fee D × p.
  const available = line - recordingTax;
  const bp = min(BigInt(input.feeBp), MAX_FEE_BP);
  // OFR-014: fee = D × p with D + D × p = available, i.e. available × p ÷ (1 + p), half-to-even…
  const onDraw = divideHalfEven(available * bp, 10_000n + bp);
  // …CON-003: never above 4.99% of the draw that is left (rounded down)…
  const ceiling = (available * MAX_FEE_BP) / (10_000n + MAX_FEE_BP);
  // …and never above the lender's dollar cap.
  const originationFee =
    input.capDollars === null ? min(onDraw, ceiling) : min(onDraw, ceiling, BigInt(input.capDollars) * 100n);
  const initialDraw = available - originationFee;
  // OFR-013: draw total = draw + fee.
  const drawTotal = initialDraw + originationFee;
  // OFR-015/016: P × r ÷ (1 − (1 + r)^−n) with r = APR ÷ 12, n = years × 12. With r = a ÷ d,
  // that is P × a × (d + a)^n ÷ (d × ((d + a)^n − d^n)).
  const a = BigInt(input.aprMilli);
  const d = 1_200_000n; // 1,000 (thousandths) × 100 (percent) × 12 (months)
  const n = BigInt(input.termYears * 12);
  const grown = (d + a) ** n;
  const monthlyPayment =
    a === 0n ? divideHalfEven(drawTotal, n) : divideHalfEven(drawTotal * a * grown, d * (grown - d ** n));
  // OFR-017: a day's interest on the draw total at APR ÷ 365.25.
  const dailyInterest = divideHalfEven(drawTotal * a, 1_000n * 36_525n);
  return { recordingTax, originationFee, initialDraw, drawTotal, monthlyPayment, dailyInterest };
}

const cents = (value: { times: (n: number) => { toFixed: (places: number) => string } }): bigint =>
  BigInt(value.times(100).toFixed(0));

const arbCommon = {
  lineDollars: fc.integer({ min: 15_000, max: 400_000 }),
  feeBp: fc.oneof(fc.integer({ min: 0, max: 520 }), fc.constant(499)),
  capDollars: fc.option(fc.integer({ min: 0, max: 25_000 })),
  aprMilli: fc.integer({ min: 7_600, max: 17_200 }),
  termYears: fc.constantFrom(5, 10, 15, 20, 30),
};

const STATES = [...RECORDING_TAX_STATES, 'CA', 'TX', 'NY'];
const arbQuote = fc.record({ ...arbCommon, state: fc.constantFrom(...STATES) });
const arbRates = fc.record({
  ...arbCommon,
  state: fc.constantFrom(...RECORDING_TAX_STATES),
  taxPer100k: fc.integer({ min: 0, max: 1_400 }),
});

const taxFor = (state: string): number =>
  (RECORDING_TAX_PER_100K as Record<string, number | undefined>)[state] ?? 0;

describe('ORACLE: offer figures equal an independent reading of 001 §9', () => {
  it('quoteOffer: tax, fee, initial draw, draw total, monthly payment, daily interest', () => {
    fc.assert(
      fc.property(arbQuote, (input) => {
        const expected = oracle({ ...input, taxPer100k: taxFor(input.state) });
        const quote = quoteOffer({
          offer: { term: input.termYears, rate: input.aprMilli / 1_000, originationFee: input.feeBp / 100 },
          lineAmount: input.lineDollars,
          feeCap: input.capDollars,
          state: input.state,
        });
        expect({
          recordingTax: cents(quote.recordingTax),
          originationFee: cents(quote.originationFee),
          initialDraw: cents(quote.initialDraw),
          drawTotal: cents(quote.drawTotal),
          monthlyPayment: cents(quote.monthlyPayment),
          dailyInterest: cents(quote.dailyInterest),
        }).toEqual(expected);
      }),
      { seed: 18_018, numRuns: 3_000 },
    );
  });

  it('calculateNetDraw under any recording-tax rate of CON-007', () => {
    fc.assert(
      fc.property(arbRates, (input) => {
        const expected = oracle(input);
        const breakdown = calculateNetDraw({
          lineAmount: input.lineDollars,
          feePercent: input.feeBp / 100,
          feeCap: input.capDollars,
          state: input.state,
          recordingTaxRates: { [input.state]: input.taxPer100k },
        });
        expect([
          cents(breakdown.recordingTax),
          cents(breakdown.originationFee),
          cents(breakdown.netDraw),
        ]).toEqual([expected.recordingTax, expected.originationFee, expected.initialDraw]);
      }),
      { seed: 18_019, numRuns: 2_000 },
    );
  });

  it('CON-003: the fee is never above 4.99% of the initial draw as labelled, and the rows add up', () => {
    fc.assert(
      fc.property(arbQuote, (input) => {
        const quote = quoteOffer({
          offer: { term: input.termYears, rate: input.aprMilli / 1_000, originationFee: input.feeBp / 100 },
          lineAmount: input.lineDollars,
          feeCap: input.capDollars,
          state: input.state,
        });
        const fee = cents(quote.originationFee);
        const draw = cents(quote.initialDraw);
        const tax = cents(quote.recordingTax);
        // fee ≤ 4.99% × draw, in whole cents: fee × 10,000 ≤ 499 × draw.
        expect(fee * 10_000n <= MAX_FEE_BP * draw).toBe(true);
        // "Draw total (draw plus fee)" is exactly that; the line holds draw, fee and tax.
        expect(cents(quote.drawTotal)).toBe(draw + fee);
        expect(draw + fee + tax).toBe(BigInt(input.lineDollars) * 100n);
        // Uncapped, the fee is the draw × the rate: rounded on the exact draw, so within (1 + p) cents
        // of the rate applied to the draw in whole cents.
        const bp = BigInt(Math.min(input.feeBp, 499));
        if (input.capDollars === null || fee < BigInt(input.capDollars) * 100n) {
          const difference = fee * 10_000n - draw * bp;
          expect(difference <= 10_000n + bp && difference >= -(10_000n + bp)).toBe(true);
        }
      }),
      { seed: 18_020, numRuns: 3_000 },
    );
  });

  it('the worked example of decision 021: an 89,700 line at 4.99% in Oregon', () => {
    expect(
      oracle({
        lineDollars: 89_700,
        feeBp: 499,
        capDollars: null,
        taxPer100k: 0,
        aprMilli: 9_500,
        termYears: 10,
      }),
    ).toEqual({
      recordingTax: 0n,
      originationFee: 426_329n,
      initialDraw: 8_543_671n,
      drawTotal: 8_970_000n,
      monthlyPayment: 116_070n,
      dailyInterest: 2_333n,
    });
  });
});
