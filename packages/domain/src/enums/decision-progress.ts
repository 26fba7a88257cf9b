import { z } from 'zod';

/**
 * ENM-018: coarse progress at decision level (001 §4). OP-41: this is a different notion from
 * the eight numbered journey stages of PRG-048 (see progress-stage.ts); both are kept.
 */
export const DECISION_PROGRESSES = ['INITIAL', 'IN_PROGRESS', 'COMPLETE'] as const;
export const zDecisionProgress = z.enum(DECISION_PROGRESSES);
export type DecisionProgress = z.infer<typeof zDecisionProgress>;
