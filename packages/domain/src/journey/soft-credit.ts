import { z } from 'zod';
import { isIssuableSsn, normalizeSsn, PROFILE_INFO_MESSAGES } from './profile-info.ts';

/**
 * Decision 007, the soft-credit branches: the full SSN for a re-pull after no match
 * (CREDIT_NO_MATCH → SSN_SUBMITTED), and "I've lifted the freeze", with the bureau's PIN when the
 * freeze needs one (SOFT/HARD_CREDIT_LOCKED_OR_FROZEN → CREDIT_UNFROZEN / FREEZE_PIN_SUBMITTED).
 * The spec words none of these messages; they are ours.
 */
export const SOFT_CREDIT_MESSAGES = {
  ssnRequired: PROFILE_INFO_MESSAGES.ssnRequired,
  ssnFormat: PROFILE_INFO_MESSAGES.ssnFormat,
  ssnInvalid: PROFILE_INFO_MESSAGES.ssnInvalid,
  ssnMismatch: 'The Social Security numbers do not match',
  pinRequired: 'Please enter the PIN the credit bureau gave you',
  pinFormat: 'A credit freeze PIN has 4 to 12 digits',
} as const;

const SSN_SHAPE = /^\d{3}-?\d{2}-?\d{4}$/;

/**
 * The SSN for the re-pull after no match. The SSA rules of profile-info.ts, except that a serial of
 * 0000 is left to the bureau: the sandbox's Nomatch persona gives one to reach "no credit file"
 * (README), and a bureau answers such a number with no file, which the borrower must be able to see.
 */
export function findRepullSsnProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') {
    return SOFT_CREDIT_MESSAGES.ssnRequired;
  }
  if (!SSN_SHAPE.test(trimmed)) {
    return SOFT_CREDIT_MESSAGES.ssnFormat;
  }
  const digits = normalizeSsn(trimmed);
  return isIssuableSsn(`${digits.slice(0, 5)}0001`) ? undefined : SOFT_CREDIT_MESSAGES.ssnInvalid;
}

/** An SSN as typed (ddd-dd-dddd or 9 digits), out as its 9 digits. */
export const zRepullSsn = z
  .string({ error: SOFT_CREDIT_MESSAGES.ssnRequired })
  .superRefine((value, context) => {
    const problem = findRepullSsnProblem(value);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
    }
  })
  .transform(normalizeSsn);

/** `POST P/soft-credit/ssn`. */
export const zSoftCreditSsnBody = z.strictObject({ ssn: zRepullSsn });
export type SoftCreditSsnBody = z.infer<typeof zSoftCreditSsnBody>;

/** credit/social: the SSN typed twice, so a typo does not end in "no credit file". */
export const zSsnForm = z
  .object({ ssn: zRepullSsn, confirmSsn: z.string() })
  .refine((form) => form.ssn === normalizeSsn(form.confirmSsn), {
    path: ['confirmSsn'],
    error: SOFT_CREDIT_MESSAGES.ssnMismatch,
  });
export type SsnFormInput = z.input<typeof zSsnForm>;

export const zFreezePin = z
  .string({ error: SOFT_CREDIT_MESSAGES.pinRequired })
  .trim()
  .min(1, { error: SOFT_CREDIT_MESSAGES.pinRequired, abort: true })
  .regex(/^\d{4,12}$/, { error: SOFT_CREDIT_MESSAGES.pinFormat });

/** `POST P/soft-credit/unfrozen`: the freeze is lifted at the bureau, or here is its PIN. */
export const zCreditUnfrozenBody = z.strictObject({ pin: zFreezePin.optional() });
export type CreditUnfrozenBody = z.infer<typeof zCreditUnfrozenBody>;

/** credit/error and review-app/incorrect-pin: the PIN form. */
export const zFreezePinForm = z.object({ pin: zFreezePin });

/** `GET P/soft-credit`: where the credit check stands, as the credit pages need it. */
export const zCreditCheckView = z.strictObject({
  serverStep: z.string(),
  /** The pull the last answer is about: the soft pull before offers or the hard pull at submission. */
  pull: z.enum(['SOFT', 'HARD']).nullable(),
  frozen: z.boolean(),
  /** The bureau will only lift this freeze with its PIN (status.creditFrozenWithPin). */
  pinRequired: z.boolean(),
  /** The last PIN given did not lift the freeze (review-app/incorrect-pin). */
  pinRejected: z.boolean(),
  /** '***-**-1234' when an SSN is on file (no credit file was found with it: review-app/no-credit). */
  ssnMasked: z.string().nullable(),
});
export type CreditCheckView = z.infer<typeof zCreditCheckView>;
