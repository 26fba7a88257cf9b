import { z } from 'zod';

/** ENM-009 */
export const PROPERTY_CONDITIONS = [
  'UNKNOWN_CONDITION',
  'NOT_AVAILABLE',
  'POOR',
  'FAIR',
  'AVERAGE',
  'GOOD',
  'EXCELLENT',
] as const;
export const zPropertyCondition = z.enum(PROPERTY_CONDITIONS);
export type PropertyCondition = z.infer<typeof zPropertyCondition>;
