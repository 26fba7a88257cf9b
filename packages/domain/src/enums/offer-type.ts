import { z } from 'zod';

/** ENM-019: rate type of an offer. */
export const OFFER_TYPES = ['FIXED', 'VARIABLE', 'UNKNOWN'] as const;
export const zOfferType = z.enum(OFFER_TYPES);
export type OfferType = z.infer<typeof zOfferType>;
