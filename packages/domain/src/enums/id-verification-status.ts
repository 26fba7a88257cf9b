import { z } from 'zod';

/** ENM-007 */
export const ID_VERIFICATION_STATUSES = ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'] as const;
export const zIdVerificationStatus = z.enum(ID_VERIFICATION_STATUSES);
export type IdVerificationStatus = z.infer<typeof zIdVerificationStatus>;
