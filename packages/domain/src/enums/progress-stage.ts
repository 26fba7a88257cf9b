import { z } from 'zod';

/**
 * PRG-048: the numbered journey stages behind the progress indicator (000 §4). ENOTARY and
 * MANUAL_NOTARY share index 6: the sixth stage is one or the other. OP-41: see decision-progress.ts.
 */
export const PROGRESS_STAGE_INDEX = {
  INITIAL: 0,
  PRODUCT_SELECT: 1,
  MORE_INFO: 2,
  LINK_INCOME: 3,
  ID_UPLOAD: 4,
  SIGNING: 5,
  ENOTARY: 6,
  MANUAL_NOTARY: 6,
  COMPLETE: 7,
} as const;

export type ProgressStage = keyof typeof PROGRESS_STAGE_INDEX;
export const PROGRESS_STAGES = Object.keys(PROGRESS_STAGE_INDEX) as ProgressStage[];
export const zProgressStage = z.enum(PROGRESS_STAGES as [ProgressStage, ...ProgressStage[]]);
