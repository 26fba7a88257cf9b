import { z } from 'zod';
import type { ServerStep } from '../enums/server-step.ts';
import { APPLICATION_AND_CREDIT } from './phases/application-credit.ts';
import { CLOSING_AND_FUNDING } from './phases/closing-funding.ts';
import { OFFERS_AND_UNDERWRITING } from './phases/offers-underwriting.ts';
import { SIGNING_AND_NOTARY } from './phases/signing-notary.ts';
import { VERIFICATION_OF_BORROWER } from './phases/verification-borrower.ts';
import { VERIFICATION_OF_PROPERTY } from './phases/verification-property.ts';
import type { TransitionRow } from './step-transition.ts';

/** The journey phases of the step graph, in journey order: one table each in ./phases. */
export const LIFECYCLE_PHASES = [
  'APPLICATION_AND_CREDIT',
  'OFFERS_AND_UNDERWRITING',
  'VERIFICATION_OF_BORROWER',
  'VERIFICATION_OF_PROPERTY',
  'SIGNING_AND_NOTARY',
  'CLOSING_AND_FUNDING',
] as const;
export const zLifecyclePhase = z.enum(LIFECYCLE_PHASES);
export type LifecyclePhase = z.infer<typeof zLifecyclePhase>;

export const LIFECYCLE_PHASE_LABELS: Record<LifecyclePhase, string> = {
  APPLICATION_AND_CREDIT: 'Application and credit',
  OFFERS_AND_UNDERWRITING: 'Offers and underwriting',
  VERIFICATION_OF_BORROWER: 'Verification of the borrower',
  VERIFICATION_OF_PROPERTY: 'Verification of the property',
  SIGNING_AND_NOTARY: 'Signing and notary',
  CLOSING_AND_FUNDING: 'Closing and funding',
};

const PHASE_TABLES: Record<LifecyclePhase, readonly TransitionRow[]> = {
  APPLICATION_AND_CREDIT,
  OFFERS_AND_UNDERWRITING,
  VERIFICATION_OF_BORROWER,
  VERIFICATION_OF_PROPERTY,
  SIGNING_AND_NOTARY,
  CLOSING_AND_FUNDING,
};

/** A step belongs to the phase whose table it leaves from (each step leaves from one table only). */
const PHASE_OF_STEP = new Map<string, LifecyclePhase>(
  LIFECYCLE_PHASES.flatMap((phase) => PHASE_TABLES[phase].map(([from]) => [from, phase] as const)),
);

/**
 * The journey phase of a step; undefined for the final steps (COMPLETE, DECLINED, CANCELLED) and
 * UNKNOWN, which no phase table leaves from.
 */
export function phaseOfStep(step: string): LifecyclePhase | undefined {
  return PHASE_OF_STEP.get(step);
}

/** Every step of a phase (the steps its table leaves from). */
export function stepsOfPhase(phase: LifecyclePhase): ServerStep[] {
  return [...new Set(PHASE_TABLES[phase].map(([from]) => from))];
}
