import { z } from 'zod';

/** ENM-006 */
export const BYPASS_STATUSES = ['WAITING', 'BYPASS', 'NO_BYPASS'] as const;
export const zBypassStatus = z.enum(BYPASS_STATUSES);
export type BypassStatus = z.infer<typeof zBypassStatus>;
