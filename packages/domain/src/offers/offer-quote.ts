import type { Decimal } from 'decimal.js';
import { calculateDailyInterest } from './daily-interest.ts';
import { calculateMonthlyPayment } from './monthly-payment.ts';
import { calculateNetDraw, calculatePrincipal } from './net-draw.ts';
import type { Offer } from './offer.ts';
import { OfferDecimal } from './offer-decimal.ts';
import { adjustSliderForPayoff, type PayoffPreference } from './payoff-preference.ts';

type QuotedOffer = Pick<Offer, 'term' | 'rate' | 'min' | 'max' | 'minDraw' | 'maxDraw' | 'originationFee'>;

export interface OfferQuoteInput {
  offer: Pick<Offer, 'term' | 'rate' | 'originationFee'>;
  /** The line amount (what `offers/select` sends as `amount`). */
  lineAmount: Decimal.Value;
  /** The set's `ofeeMaxThreshold`. */
  feeCap: number | null;
  /** The property's state (recording tax, OFR-021). */
  state: string;
  /** The APR to amortise at: the offer's rate unless a discounted rate applies. */
  apr?: Decimal.Value;
}

/** What the offers page shows for one line amount (OFR-001/002, OFR-013…019). */
export interface OfferQuote {
  lineAmount: Decimal;
  originationFee: Decimal;
  recordingTax: Decimal;
  /** OFR-019: the initial draw — the line net of origination fee and recording tax. */
  initialDraw: Decimal;
  /** OFR-013: the initial draw plus the origination fee — the principal amortised (OFR-015). */
  drawTotal: Decimal;
  apr: Decimal;
  /** OFR-015/016: level payment on the draw total over term × 12 months at APR ÷ 12. */
  monthlyPayment: Decimal;
  /** OFR-017: a day's interest on the draw total at the APR, on a 365.25-day year. */
  dailyInterest: Decimal;
}

export function quoteOffer(input: OfferQuoteInput): OfferQuote {
  const breakdown = calculateNetDraw({
    lineAmount: input.lineAmount,
    feePercent: input.offer.originationFee,
    feeCap: input.feeCap,
    state: input.state,
  });
  const drawTotal = calculatePrincipal(breakdown);
  const apr = new OfferDecimal(input.apr ?? input.offer.rate);
  return {
    lineAmount: breakdown.lineAmount,
    originationFee: breakdown.originationFee,
    recordingTax: breakdown.recordingTax,
    initialDraw: breakdown.netDraw,
    drawTotal,
    apr,
    monthlyPayment: calculateMonthlyPayment(drawTotal, apr, input.offer.term),
    dailyInterest: calculateDailyInterest(drawTotal, apr),
  };
}

/**
 * The smallest whole-dollar line amount of the offer whose initial draw is at least `draw`;
 * undefined when even the offer's max does not yield it. The draw grows with the line, so a
 * binary search over whole dollars finds it.
 */
export function findLineAmountForDraw(input: {
  offer: QuotedOffer;
  draw: Decimal.Value;
  feeCap: number | null;
  state: string;
}): Decimal | undefined {
  const target = new OfferDecimal(input.draw);
  const netDraw = (line: number) =>
    calculateNetDraw({
      lineAmount: line,
      feePercent: input.offer.originationFee,
      feeCap: input.feeCap,
      state: input.state,
    }).netDraw;
  let low = Math.ceil(input.offer.min);
  let high = Math.floor(input.offer.max);
  if (high < low || netDraw(high).lessThan(target)) {
    return undefined;
  }
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (netDraw(middle).lessThan(target)) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return new OfferDecimal(low);
}

export interface LineBounds {
  /** Slider bounds in line amount (whole dollars), inside the offer's [min, max]. */
  min: Decimal;
  max: Decimal;
  /** What the headline figure means: the whole initial draw, or the cash left after the payoffs. */
  shows: 'DRAW' | 'CASH_AFTER_PAYOFF';
  /** False when even the largest line cannot pay the chosen debts off. */
  coversPayoff: boolean;
}

/**
 * OFR-020 in line amounts: the draw bounds of `adjustSliderForPayoff` mapped back to the line
 * amounts that yield them, so the slider sends what `offers/select` checks against [min, max].
 */
export function adjustLineBoundsForPayoff(input: {
  offer: QuotedOffer;
  payoff: Decimal.Value;
  preference: PayoffPreference;
  feeCap: number | null;
  state: string;
}): LineBounds {
  const payoff = OfferDecimal.max(input.payoff, 0);
  const max = new OfferDecimal(Math.floor(input.offer.max));
  const bounds = adjustSliderForPayoff({
    minDraw: input.offer.minDraw,
    maxDraw: input.offer.maxDraw,
    payoff,
    preference: input.preference,
  });
  if (!bounds.coversPayoff) {
    return { min: max, max, shows: 'DRAW', coversPayoff: false };
  }
  if (input.preference === 'MAXIMIZE') {
    return { min: max, max, shows: bounds.shows, coversPayoff: true };
  }
  const lowestDraw = bounds.shows === 'CASH_AFTER_PAYOFF' ? bounds.min.plus(payoff) : bounds.min;
  const min = findLineAmountForDraw({ ...input, draw: lowestDraw }) ?? max;
  return {
    min: OfferDecimal.max(min, Math.ceil(input.offer.min)),
    max,
    shows: bounds.shows,
    coversPayoff: true,
  };
}
