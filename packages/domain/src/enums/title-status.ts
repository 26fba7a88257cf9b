import { z } from 'zod';

/** ENM-010 */
export const TITLE_STATUSES = [
  'TITLE_REQUIRED',
  'TITLE_NOT_REQUIRED',
  'PREQUAL_TITLE_PROCESSING',
  'PREQUAL_TITLE_COMPLETE',
  'FINAL_TITLE_PROCESSING',
  'FINAL_TITLE_COMPLETE',
  'UNKNOWN_TITLE_STATUS',
] as const;
export const zTitleStatus = z.enum(TITLE_STATUSES);
export type TitleStatus = z.infer<typeof zTitleStatus>;
