import { hasPropertyStreet, needsHomeAddress, type RegisterData } from './register-data.ts';

export const REGISTER_V2_BASE = '/account/heloc/register-v2';
export const REGISTER_CLASSIC_BASE = '/account/heloc/register';

/** REG-006…013, RTE-005/006: the v2 steps in order, with their `step` query values (OP-32: none for home-address). */
export const V2_STEPS = [
  { id: 'property-address', segment: '', query: 'property-info' },
  { id: 'home-address', segment: 'home-address', query: 'home-address' },
  { id: 'for-sale', segment: 'for-sale', query: 'sale-status' },
  { id: 'annual-income', segment: 'annual-income', query: 'income-info' },
  { id: 'legal-name', segment: 'legal-name', query: 'name' },
  { id: 'birthdate', segment: 'birthdate', query: 'birthdate' },
  { id: 'phone-and-email', segment: 'phone-and-email', query: 'contact-info' },
  { id: 'set-password', segment: 'set-password', query: 'login-info' },
] as const;

export type V2Step = (typeof V2_STEPS)[number];
export type V2StepId = V2Step['id'];
export type StepQuery = V2Step['query'];

/** RTE-006: the spec's query values (home-address is ours, OP-32). */
export const SPEC_STEP_QUERIES = [
  'property-info',
  'sale-status',
  'income-info',
  'name',
  'birthdate',
  'contact-info',
  'login-info',
] as const;

export function findStep(id: V2StepId): V2Step {
  return V2_STEPS.find((step) => step.id === id) ?? V2_STEPS[0];
}

export function findStepByQuery(query: string | null): V2Step | undefined {
  return V2_STEPS.find((step) => step.query === query);
}

/** What the lender's sign-in mode changes in the order (API-070, decision 019). */
export interface StepFlow {
  /** REG-012: BROKER mode; the identity broker's sign-in gives the phone and e-mail. */
  skipsContactInfo: boolean;
}

const PASSWORD_FLOW: StepFlow = { skipsContactInfo: false };

/**
 * REG-007: home-address is skipped unless the property is not the primary home; REG-012:
 * phone-and-email is skipped when the lender's borrowers sign in through the identity broker.
 */
export function isStepShown(step: V2Step, data: RegisterData, flow: StepFlow = PASSWORD_FLOW): boolean {
  if (step.id === 'home-address') {
    return needsHomeAddress(data);
  }
  return step.id !== 'phone-and-email' || !flow.skipsContactInfo;
}

export function getV2Path(step: V2Step): string {
  return step.segment ? `${REGISTER_V2_BASE}/${step.segment}` : REGISTER_V2_BASE;
}

function findShown(from: V2Step, data: RegisterData, direction: 1 | -1, flow: StepFlow): V2Step | undefined {
  const steps = V2_STEPS as readonly V2Step[];
  for (let index = steps.indexOf(from) + direction; index >= 0 && index < steps.length; index += direction) {
    const step = steps[index];
    if (step && isStepShown(step, data, flow)) {
      return step;
    }
  }
  return undefined;
}

/** The v2 step a path under register-v2 shows (the layout reads its child route from it). */
export function findStepByPath(pathname: string): V2Step | undefined {
  const rest = pathname.replace(/\/+$/, '');
  if (rest === REGISTER_V2_BASE) {
    return V2_STEPS[0];
  }
  return V2_STEPS.find((step) => step.segment !== '' && rest === `${REGISTER_V2_BASE}/${step.segment}`);
}

/**
 * The borrower's place among the steps they will see ("Step 2 of 7"): home-address counts only
 * when the property is not their primary home (REG-007), phone-and-email only when the lender does
 * not sign its borrowers in through the identity broker (REG-012).
 */
export function getStepPosition(
  id: V2StepId,
  data: RegisterData,
  flow: StepFlow = PASSWORD_FLOW,
): { position: number; total: number } {
  const shown = (V2_STEPS as readonly V2Step[]).filter((step) => isStepShown(step, data, flow));
  return { position: shown.findIndex((step) => step.id === id) + 1, total: shown.length };
}

export function getNextStep(
  from: V2StepId,
  data: RegisterData,
  flow: StepFlow = PASSWORD_FLOW,
): V2Step | undefined {
  return findShown(findStep(from), data, 1, flow);
}

export function getPreviousStep(
  from: V2StepId,
  data: RegisterData,
  flow: StepFlow = PASSWORD_FLOW,
): V2Step | undefined {
  return findShown(findStep(from), data, -1, flow);
}

/**
 * Where a visitor asking for `stepId` goes instead, or null when the step may show: RTE-008 sends
 * every step but the first back to the first when no property street is set; a skipped step goes
 * on to the next one.
 */
export function resolveStepRedirect(
  stepId: V2StepId,
  data: RegisterData,
  flow: StepFlow = PASSWORD_FLOW,
): V2Step | null {
  const step = findStep(stepId);
  if (step.id === 'property-address') {
    return null;
  }
  if (!hasPropertyStreet(data)) {
    return V2_STEPS[0];
  }
  return isStepShown(step, data, flow) ? null : (getNextStep(stepId, data, flow) ?? null);
}
