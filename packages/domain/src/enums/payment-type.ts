import { z } from 'zod';

/** ENM-005: the application's payType. */
export const PAYMENT_TYPES = ['AUTOPAY', 'MANUAL'] as const;
export const zPaymentType = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof zPaymentType>;
