import type { StepQuery } from './v2-steps.ts';

/** REG-002: the registration progress steps and the step values each covers. */
export const PROGRESS_STEPS = [
  { id: 'propertyInfo', queries: ['property-info', 'home-address', 'sale-status'] },
  { id: 'incomeInfo', queries: ['income-info'] },
  { id: 'personalInfo', queries: ['name', 'birthdate'] },
  { id: 'contactInfo', queries: ['contact-info'] },
  { id: 'loginInfo', queries: ['login-info'] },
] as const satisfies readonly { id: string; queries: readonly StepQuery[] }[];

export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** REG-003: Contact Info is omitted when the email and a phone number are already known. */
export function listProgressSteps(contactKnown: boolean): ProgressStep[] {
  return PROGRESS_STEPS.filter((step) => !(contactKnown && step.id === 'contactInfo'));
}

/**
 * REG-005: the progress bar maps the current step (the path segment minus any application id, or
 * the classic page's `step` value) to its index in the list; -1 when it is not a register step.
 */
export function getProgressIndex(segment: string, steps: readonly ProgressStep[]): number {
  const cleaned = segment
    .split('/')
    .filter(
      (part) => part !== '' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(part),
    )
    .pop();
  const query = SEGMENT_TO_QUERY[cleaned ?? ''] ?? cleaned ?? '';
  return steps.findIndex((step) => (step.queries as readonly string[]).includes(query));
}

const SEGMENT_TO_QUERY: Record<string, StepQuery> = {
  'register-v2': 'property-info',
  'home-address': 'home-address',
  'for-sale': 'sale-status',
  'annual-income': 'income-info',
  'legal-name': 'name',
  birthdate: 'birthdate',
  'phone-and-email': 'contact-info',
  'set-password': 'login-info',
};
