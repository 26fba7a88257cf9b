import { z } from 'zod';
import { APPLICATION_AND_CREDIT } from '../lifecycle/phases/application-credit.ts';
import { CLOSING_AND_FUNDING } from '../lifecycle/phases/closing-funding.ts';
import { OFFERS_AND_UNDERWRITING } from '../lifecycle/phases/offers-underwriting.ts';
import { SIGNING_AND_NOTARY } from '../lifecycle/phases/signing-notary.ts';
import { VERIFICATION_OF_BORROWER } from '../lifecycle/phases/verification-borrower.ts';
import { VERIFICATION_OF_PROPERTY } from '../lifecycle/phases/verification-property.ts';
import type { TransitionRow } from '../lifecycle/step-transition.ts';

/** The step graph's phases, in journey order, and FINAL for an application that has ended. */
export const STEP_PHASES = [
  'APPLICATION_AND_CREDIT',
  'OFFERS_AND_UNDERWRITING',
  'VERIFICATION_OF_BORROWER',
  'VERIFICATION_OF_PROPERTY',
  'SIGNING_AND_NOTARY',
  'CLOSING_AND_FUNDING',
  'FINAL',
] as const;
export const zStepPhase = z.enum(STEP_PHASES);
export type StepPhase = z.infer<typeof zStepPhase>;

const TABLES: ReadonlyArray<readonly [StepPhase, readonly TransitionRow[]]> = [
  ['APPLICATION_AND_CREDIT', APPLICATION_AND_CREDIT],
  ['OFFERS_AND_UNDERWRITING', OFFERS_AND_UNDERWRITING],
  ['VERIFICATION_OF_BORROWER', VERIFICATION_OF_BORROWER],
  ['VERIFICATION_OF_PROPERTY', VERIFICATION_OF_PROPERTY],
  ['SIGNING_AND_NOTARY', SIGNING_AND_NOTARY],
  ['CLOSING_AND_FUNDING', CLOSING_AND_FUNDING],
];

const FINAL_STEPS = new Set(['COMPLETE', 'DECLINED', 'CANCELLED']);

/**
 * A step belongs to the first phase table that leaves it; a step no table leaves (a dead end
 * short of the final ones), to the first table that reaches it.
 */
const PHASE_OF_STEP = new Map<string, StepPhase>();
for (const end of ['from', 'to'] as const) {
  for (const [phase, rows] of TABLES) {
    for (const [from, , , to] of rows) {
      const step = end === 'from' ? from : to;
      if (!PHASE_OF_STEP.has(step)) {
        PHASE_OF_STEP.set(step, phase);
      }
    }
  }
}

/** The phase an application at `step` is in; null for a step no phase table knows. */
export function stepPhase(step: string): StepPhase | null {
  if (FINAL_STEPS.has(step)) {
    return 'FINAL';
  }
  return PHASE_OF_STEP.get(step) ?? null;
}
