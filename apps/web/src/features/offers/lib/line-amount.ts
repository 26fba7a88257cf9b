import { OFFER_SELECTION_MESSAGES } from '@hearth/domain/journey/offer-selection';
import { checkAmountInOffer } from '@hearth/domain/offers/amount-bounds';
import { OfferDecimal } from '@hearth/domain/offers/offer-decimal';
import { Decimal } from 'decimal.js';

/** The slider's keyboard steps: a thousand dollars per arrow key, ten thousand per Page Up/Down. */
export const ARROW_STEP = 1_000;
export const PAGE_STEP = 10_000;

export interface AmountBounds {
  min: number;
  max: number;
}

export type TypedAmount = { ok: true; amount: number } | { ok: false; error: string };

/**
 * The line amount the borrower typed: dollars with optional `$`, commas and cents, checked with the
 * messages `offers/select` answers (inside the offer's bounds, whole cents), then rounded to whole
 * dollars half-to-even as every offer amount is (OFR-018).
 */
export function parseLineAmount(text: string, bounds: AmountBounds): TypedAmount {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (cleaned === '') {
    return { ok: false, error: OFFER_SELECTION_MESSAGES.amountRequired };
  }
  const typed = checkAmountInOffer(cleaned, bounds);
  if (!typed.ok) {
    return typed;
  }
  const amount = new OfferDecimal(cleaned).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toNumber();
  const rounded = checkAmountInOffer(amount, bounds);
  return rounded.ok ? { ok: true, amount } : rounded;
}

/**
 * One key press on the slider: to the next whole `step` in that direction (from $104,035 left by a
 * thousand is $104,000, then $103,000), held inside the bounds so their exact ends stay reachable.
 */
export function stepLineAmount(value: number, direction: 1 | -1, step: number, bounds: AmountBounds): number {
  const next = direction > 0 ? Math.floor(value / step) * step + step : Math.ceil(value / step) * step - step;
  return Math.min(Math.max(next, bounds.min), bounds.max);
}
