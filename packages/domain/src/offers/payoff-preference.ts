import type { Decimal } from 'decimal.js';
import { z } from 'zod';
import { OfferDecimal } from './offer-decimal.ts';

/** OFR-020 (OP-29): how the draw slider treats debts paid off from the draw. */
export const PAYOFF_PREFERENCES = ['PRESERVE', 'DEDUCT', 'MAXIMIZE'] as const;
export const zPayoffPreference = z.enum(PAYOFF_PREFERENCES);
export type PayoffPreference = z.infer<typeof zPayoffPreference>;

export interface SliderBounds {
  /** Slider minimum, in what the slider shows (see the rules below). */
  min: Decimal;
  /** Slider maximum. */
  max: Decimal;
  /** What the slider value means: the whole draw, or the cash left after payoffs. */
  shows: 'DRAW' | 'CASH_AFTER_PAYOFF';
  /** False when even the largest draw cannot cover the payoffs: no slider, the offer cannot fund them. */
  coversPayoff: boolean;
}

/**
 * OFR-020 — our rules (OP-29), given the offer's draw bounds [minDraw, maxDraw] and payoff P ≥ 0:
 * - PRESERVE: keep the offer's range and meaning (the slider is the whole draw); only the minimum
 *   rises so the draw covers the payoff → [max(minDraw, P), maxDraw].
 * - DEDUCT: the slider shows the cash left after the payoff; both ends shift down by P, the low end
 *   not below 0 → [max(minDraw − P, 0), maxDraw − P]. The draw taken is slider value + P.
 * - MAXIMIZE: the borrower takes the largest draw; the slider is pinned → [maxDraw, maxDraw].
 * With P > maxDraw no preference can fund the payoff: bounds collapse to maxDraw, coversPayoff false.
 * With P = 0 every preference but MAXIMIZE returns the offer's range unchanged.
 */
export function adjustSliderForPayoff(input: {
  minDraw: Decimal.Value;
  maxDraw: Decimal.Value;
  payoff: Decimal.Value;
  preference: PayoffPreference;
}): SliderBounds {
  const minDraw = new OfferDecimal(input.minDraw);
  const maxDraw = new OfferDecimal(input.maxDraw);
  const payoff = OfferDecimal.max(input.payoff, 0);
  if (payoff.greaterThan(maxDraw)) {
    return { min: maxDraw, max: maxDraw, shows: 'DRAW', coversPayoff: false };
  }
  switch (input.preference) {
    case 'PRESERVE':
      return { min: OfferDecimal.max(minDraw, payoff), max: maxDraw, shows: 'DRAW', coversPayoff: true };
    case 'DEDUCT':
      return {
        min: OfferDecimal.max(minDraw.minus(payoff), 0),
        max: maxDraw.minus(payoff),
        shows: 'CASH_AFTER_PAYOFF',
        coversPayoff: true,
      };
    case 'MAXIMIZE':
      return { min: maxDraw, max: maxDraw, shows: 'DRAW', coversPayoff: true };
  }
}
