import { z } from 'zod';
import { zDiscountType } from '../enums/discount-type.ts';
import { zOfferType } from '../enums/offer-type.ts';

const zMoney = z.number().nonnegative();
const zRatePercent = z.number().nonnegative();

/** OFR-005: one discount on an offer — `discount.type` and the rate once it applies. */
export const zOfferDiscount = z.object({
  discount: z.object({ type: zDiscountType }),
  rateWithDiscount: zRatePercent,
});
export type OfferDiscount = z.infer<typeof zOfferDiscount>;

/**
 * OFR-004: one offer (rates in percent, money in dollars).
 * - rate: the APR priced for the applicant and term, before discounts (MANUAL pay type);
 * - otherRate: the APR under the other pay type, AUTOPAY (rate − autopay discount);
 * - baseRate: the index rate the priced margin sits over;
 * - min/max: bounds of the line amount (CON-001), what `offers/select` takes as `amount`;
 * - minDraw/maxDraw: the cash those bounds yield net of origination fee and recording tax (OFR-019);
 * - originationFee: the fee in percent of the initial draw (CON-003).
 */
export const zOffer = z
  .object({
    type: zOfferType,
    term: z.number().int().positive(),
    rate: zRatePercent,
    otherRate: zRatePercent,
    baseRate: zRatePercent,
    min: zMoney,
    max: zMoney,
    minDraw: zMoney,
    maxDraw: zMoney,
    originationFee: z.number().min(0).max(4.99),
    discountList: z.array(zOfferDiscount),
  })
  .refine((offer) => offer.min <= offer.max, { message: 'min must not exceed max' })
  .refine((offer) => offer.minDraw <= offer.maxDraw, { message: 'minDraw must not exceed maxDraw' });
export type Offer = z.infer<typeof zOffer>;
