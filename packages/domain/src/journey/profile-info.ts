import { z } from 'zod';
import { OWNERSHIP_TYPES, zOwnershipType } from '../enums/ownership-type.ts';

export const PROFILE_INFO_MESSAGES = {
  ownershipRequired: 'Please tell us how you hold title to the property',
  trustNameRequired: 'Please enter the name of the trust',
  trustNameTooLong: 'The trust name must be 120 characters or fewer',
  trustNameCharacters: 'Some of the characters entered are not supported.',
  trustNameOnlyForTrust: 'A trust name is only needed when the property is held in a trust',
  ssnRequired: 'Please enter your Social Security number',
  ssnFormat: 'A Social Security number has 9 digits',
  ssnInvalid: 'Please enter a valid Social Security number',
  hardCreditConsent: 'Please agree to the hard credit check to continue',
} as const;

const SSN_SHAPE = /^\d{3}-?\d{2}-?\d{4}$/;
const TRUST_NAME = /^[A-Za-z0-9][A-Za-z0-9 .,'&()/-]*$/;

/** The 9 digits of an SSN typed with or without dashes. */
export function normalizeSsn(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * SSA rules for an issued number: no area 000, 666 or 900–999, no group 00, no serial 0000.
 * `digits` must already be 9 digits.
 */
export function isIssuableSsn(digits: string): boolean {
  const area = digits.slice(0, 3);
  const group = digits.slice(3, 5);
  const serial = digits.slice(5);
  return area !== '000' && area !== '666' && !area.startsWith('9') && group !== '00' && serial !== '0000';
}

/** What the SSN field shows while typing: digits only, dashed as ddd-dd-dddd. */
export function formatSsnInput(value: string): string {
  const digits = normalizeSsn(value).slice(0, 9);
  if (digits.length <= 3) {
    return digits;
  }
  if (digits.length <= 5) {
    return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  }
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The only form an SSN is ever shown in once stored: '***-**-1234'. */
export function maskSsn(digits: string): string {
  return `***-**-${digits.slice(-4)}`;
}

/** The one message an SSN as typed earns, or undefined when the SSA could have issued it. */
export function findSsnProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') {
    return PROFILE_INFO_MESSAGES.ssnRequired;
  }
  if (!SSN_SHAPE.test(trimmed)) {
    return PROFILE_INFO_MESSAGES.ssnFormat;
  }
  return isIssuableSsn(normalizeSsn(trimmed)) ? undefined : PROFILE_INFO_MESSAGES.ssnInvalid;
}

/** An SSN as typed (ddd-dd-dddd or 9 digits) that the SSA could have issued: one message per problem. */
export const zSsn = z.string({ error: PROFILE_INFO_MESSAGES.ssnRequired }).superRefine((value, context) => {
  const problem = findSsnProblem(value);
  if (problem) {
    context.addIssue({ code: 'custom', message: problem });
  }
});

function isObjectPayload(payload: { value: unknown }): boolean {
  return typeof payload.value === 'object' && payload.value !== null;
}

/** The trust name of a body that may not have parsed (cross-field rules see the raw value). */
function readTrustName(body: { trustName?: unknown }): string {
  return typeof body.trustName === 'string' ? body.trustName.trim() : '';
}

/**
 * 007 `POST P/profile-info` (COLLECT_ADDITIONAL_INFO → PROFILE_INFO_ADDED, PRG-037): how title is
 * held (a trust names itself), the SSN for the hard pull, and the separate hard-credit consent
 * (DESIGN "Regulatory content"). The form sends exactly this.
 */
export const zProfileInfoBody = z
  .strictObject({
    ownershipType: z.enum(OWNERSHIP_TYPES, { error: PROFILE_INFO_MESSAGES.ownershipRequired }),
    trustName: z
      .string()
      .trim()
      .max(120, PROFILE_INFO_MESSAGES.trustNameTooLong)
      .refine((value) => value === '' || TRUST_NAME.test(value), {
        message: PROFILE_INFO_MESSAGES.trustNameCharacters,
      })
      .optional(),
    ssn: zSsn,
    hardCreditConsent: z.literal(true, { error: PROFILE_INFO_MESSAGES.hardCreditConsent }),
  })
  // Cross-field rules run even when another field failed (`when`), so every message shows at once.
  .refine((body) => body.ownershipType !== 'TRUST' || readTrustName(body) !== '', {
    path: ['trustName'],
    message: PROFILE_INFO_MESSAGES.trustNameRequired,
    when: isObjectPayload,
  })
  .refine((body) => body.ownershipType === 'TRUST' || readTrustName(body) === '', {
    path: ['trustName'],
    message: PROFILE_INFO_MESSAGES.trustNameOnlyForTrust,
    when: isObjectPayload,
  });
export type ProfileInfoBodyInput = z.input<typeof zProfileInfoBody>;
export type ProfileInfoBody = z.output<typeof zProfileInfoBody>;

/** What `POST P/profile-info` answers: never the SSN, only its mask. */
export const zProfileInfoResult = z.object({
  ownershipType: zOwnershipType,
  trustName: z.string().nullable(),
  ssnMasked: z.string(),
  hardCreditConsent: z.literal(true),
  serverStep: z.string(),
});
export type ProfileInfoResult = z.infer<typeof zProfileInfoResult>;
