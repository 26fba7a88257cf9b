import { checkDateOfBirth } from '../validation/date-of-birth.ts';
import { zLastName } from '../validation/name.ts';
import { REQUIRED_MESSAGE } from '../validation/required.ts';
import { listPropertyRuleIssues, type PropertyStepContext } from './property-address-step.ts';

/** Registration consents every create must carry (VAL-028). */
export const REQUIRED_CREATE_CONSENT_TYPES = ['TERMS_AND_PRIVACY', 'ELECTRONIC_COMMUNICATIONS'] as const;

export interface CreateHelocFieldError {
  /** Dotted path into the body, e.g. "profileRequest.dob". */
  path: string;
  message: string;
}

export interface CreateHelocValidationContext extends PropertyStepContext {
  /** The organisation's minimum age (OrgConfig product.minimumAge). */
  minimumAge: number;
  /** Today's calendar date, yyyy-MM-dd. */
  today: string;
  isProduction: boolean;
}

function readPath(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined,
    value,
  );
}

/**
 * The create rules that need context (production last name, age by property state and org, NY block,
 * referral licence, state/zip, registration consents), read from a body that may not parse.
 */
export function listCreateHelocContextErrors(
  body: unknown,
  context: CreateHelocValidationContext,
): CreateHelocFieldError[] {
  const errors: CreateHelocFieldError[] = [];
  const lastName = zLastName(context).safeParse(readPath(body, ['profileRequest', 'name', 'lastName']));
  if (!lastName.success) {
    errors.push({ path: 'profileRequest.name.lastName', message: lastName.error.issues[0]?.message ?? '' });
  }
  const propertyAddress = readPath(body, ['propertyRequest', 'address']);
  const state = readPath(propertyAddress, ['state']);
  const dobMessage = checkDateOfBirth(readPath(body, ['profileRequest', 'dob']), {
    ...context,
    propertyState: typeof state === 'string' ? state : undefined,
  });
  if (dobMessage) {
    errors.push({ path: 'profileRequest.dob', message: dobMessage });
  }
  for (const issue of listPropertyRuleIssues(propertyAddress, context)) {
    const field =
      issue.path[0] === 'occupancyType'
        ? 'propertyRequest.occupancyType'
        : `propertyRequest.address.${issue.path.join('.')}`;
    errors.push({ path: field, message: issue.message });
  }
  const consents = readPath(body, ['consentRequests']);
  const given = Array.isArray(consents) ? consents.map((consent) => readPath(consent, ['type'])) : [];
  if (!REQUIRED_CREATE_CONSENT_TYPES.every((type) => given.includes(type))) {
    errors.push({ path: 'consentRequests', message: REQUIRED_MESSAGE });
  }
  return errors;
}
