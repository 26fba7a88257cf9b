import { toDisplayDate } from '@hearth/domain/dates/date-format';
import { formatCurrency } from '@hearth/domain/format/format-currency';
import { formatApr, formatPercent } from '@hearth/domain/format/format-percent';
import { calculateDailyPeriodicRate } from '@hearth/domain/offers/daily-interest';
import { getDisplayedApr } from '@hearth/domain/offers/displayed-apr';
import { calculateMonthlyPayment } from '@hearth/domain/offers/monthly-payment';
import { APR_LIMITS } from '@hearth/domain/offers/offer-limits';
import { type OfferQuote, quoteOffer } from '@hearth/domain/offers/offer-quote';
import type { DocumentOfferTerms } from '../document-data.ts';

/** Dollars with cents: "$85,000.00". */
export const money = (value: number): string => formatCurrency(value, 2);
export const apr = (value: number): string => formatApr(value);
export const percent = (value: number): string => formatPercent(value, 2);
/** yyyy-MM-dd → MM/dd/yyyy (the input itself when it is not a date). */
export const displayDate = (isoDate: string): string => toDisplayDate(isoDate) ?? isoDate;
export const yesNo = (value: boolean | undefined): string =>
  value === undefined ? 'Not provided' : value ? 'Yes' : 'No';
export const orNotProvided = (value: string | undefined): string => value ?? 'Not provided';

/** "SELF_EMPLOYED" → "Self employed". */
export function humanize(value: string | undefined): string {
  if (!value) {
    return 'Not provided';
  }
  const words = value.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function monthlyPayment(principal: number, ratePercent: number, termYears: number): number {
  return calculateMonthlyPayment(principal, ratePercent, termYears).toNumber();
}

/** The APR the borrower was shown: with the AutoPay discount once they chose AutoPay. */
export function displayedApr(offer: DocumentOfferTerms): number {
  return getDisplayedApr(offer, offer.payType);
}

/**
 * The line's figures as the offer page showed them (decision 021): the initial draw net of fee and
 * recording tax, the fee on that draw, the draw total (draw plus fee) and the payment and a day's
 * interest on it, at the APR the borrower was shown.
 */
export function quoteTerms(offer: DocumentOfferTerms): OfferQuote {
  return quoteOffer({
    offer: { term: offer.term, rate: offer.rate, originationFee: offer.originationFeePercent ?? 0 },
    lineAmount: offer.amount,
    apr: displayedApr(offer),
    feeCap: offer.feeCap ?? null,
    state: offer.state ?? '',
  });
}

/**
 * "2.50% of the initial draw ($2,073.17)", with the lender's dollar cap named when it held the fee
 * under the rate (OFR-014).
 */
export function describeFee(offer: DocumentOfferTerms, quote: OfferQuote): string {
  const base = `${percent(offer.originationFeePercent ?? 0)} of the initial draw (${money(quote.originationFee.toNumber())})`;
  const onDraw = quote.initialDraw.times(offer.originationFeePercent ?? 0).dividedBy(100);
  const capped =
    offer.feeCap !== undefined && offer.feeCap !== null && quote.originationFee.equals(offer.feeCap);
  return capped && onDraw.greaterThan(offer.feeCap ?? 0)
    ? `${base}, capped at ${money(offer.feeCap ?? 0)}`
    : base;
}

/** OFR-017: the daily periodic rate, APR ÷ 365.25, as disclosures print it: "0.02601%". */
export function dailyPeriodicRate(aprPercent: number): string {
  return `${calculateDailyPeriodicRate(aprPercent).toFixed(5)}%`;
}

/** The margin over the index, when the index is known (never below zero). */
export function marginOf(offer: DocumentOfferTerms): number | undefined {
  return offer.baseRate === undefined ? undefined : Math.max(0, offer.rate - offer.baseRate);
}

/**
 * How the rate moves with the index. A FIXED offer fixes each advance's rate when it is taken (index
 * plus margin at that time), so later advances may differ; a VARIABLE one re-prices every year.
 */
export function describeRateChanges(offerType: string | undefined): string {
  const bounds = `never above ${apr(APR_LIMITS.max)} or below ${apr(APR_LIMITS.min)}`;
  if (offerType === 'FIXED') {
    return `Rate changes: the ANNUAL PERCENTAGE RATE of each advance is fixed when you take it and does not change afterwards. The rate of a later advance is the index value at the time of that advance plus your margin, so later advances may have a higher or lower rate, ${bounds}.`;
  }
  return `Rate changes: the annual percentage rate can change once a year, on each anniversary of the plan. There is no limit on the amount by which the rate can change in any one year, but the ANNUAL PERCENTAGE RATE is ${bounds}.`;
}
