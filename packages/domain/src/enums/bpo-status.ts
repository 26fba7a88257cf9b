import { z } from 'zod';

/** ENM-008: broker price opinion (property valuation) status. */
export const BPO_STATUSES = [
  'BPO_NOT_REQUIRED',
  'BPO_REQUIRED',
  'UNKNOWN_BPO_STATUS',
  'BPO_PROCESSING',
  'BPO_COMPLETE',
] as const;
export const zBpoStatus = z.enum(BPO_STATUSES);
export type BpoStatus = z.infer<typeof zBpoStatus>;
