import { z } from 'zod';

/** ENM-016: the underwriting decision. */
export const DECISIONS = [
  'APPROVED',
  'ASSET_DEPLETION',
  'DECLINE',
  'ERROR',
  'FINAL',
  'INELIGIBLE',
  'INITIAL',
  'REVIEW',
  'SELECT',
  'UNKNOWN',
] as const;
export const zDecision = z.enum(DECISIONS);
export type Decision = z.infer<typeof zDecision>;
