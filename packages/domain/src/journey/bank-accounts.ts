import { z } from 'zod';
import { zMaskedBankAccount } from '../application/heloc-application-dto.ts';
import { PAYMENT_TYPES } from '../enums/payment-type.ts';

/** 007 `POST P/bank/disbursement` and `P/bank/autopay`: the accounts a line pays into and debits. */
export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const BANK_MESSAGES = {
  routingRequired: 'Please enter your routing number',
  routingFormat: 'A routing number has 9 digits',
  routingChecksum: 'This routing number is not valid. Please check it on a check or with your bank',
  accountRequired: 'Please enter your account number',
  accountFormat: 'An account number has 4 to 17 digits',
  accountMismatch: 'The account numbers do not match',
  accountType: 'Please choose checking or savings',
  authorize: 'Please authorize automatic payments to continue',
  payType: 'Please choose how you want to pay',
  accountChoice: 'Please choose the account',
  autopayAccount: 'Choose either the disbursement account or another account for automatic payments',
} as const;

/**
 * The ABA routing number check digit: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
 * It catches every single-digit typo and most transpositions before the bank rejects the transfer.
 */
const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) {
    return false;
  }
  const sum = ABA_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return sum % 10 === 0;
}

export const zRoutingNumber = z
  .string({ error: BANK_MESSAGES.routingRequired })
  .trim()
  .min(1, { error: BANK_MESSAGES.routingRequired, abort: true })
  .regex(/^\d{9}$/, { error: BANK_MESSAGES.routingFormat, abort: true })
  .refine(isValidRoutingNumber, { error: BANK_MESSAGES.routingChecksum });

export const zAccountNumber = z
  .string({ error: BANK_MESSAGES.accountRequired })
  .trim()
  .min(1, { error: BANK_MESSAGES.accountRequired, abort: true })
  .regex(/^\d{4,17}$/, { error: BANK_MESSAGES.accountFormat });

export const zAccountType = z.enum(ACCOUNT_TYPES, { error: BANK_MESSAGES.accountType });

/** An account typed in by hand, as the server receives it (the number is encrypted at rest). */
export const zManualAccount = z.strictObject({
  routingNumber: zRoutingNumber,
  accountNumber: zAccountNumber,
  accountType: zAccountType,
});
export type ManualAccount = z.infer<typeof zManualAccount>;

/** The form: the account number typed twice, so a typo cannot send the line's money elsewhere. */
export const zManualAccountForm = z
  .object({
    routingNumber: zRoutingNumber,
    accountNumber: zAccountNumber,
    confirmAccountNumber: z.string().trim(),
    accountType: z
      .string()
      .refine((value): value is AccountType => (ACCOUNT_TYPES as readonly string[]).includes(value), {
        error: BANK_MESSAGES.accountType,
      }),
  })
  .refine((values) => values.accountNumber === values.confirmAccountNumber, {
    path: ['confirmAccountNumber'],
    error: BANK_MESSAGES.accountMismatch,
  });
export type ManualAccountFormInput = z.input<typeof zManualAccountForm>;
export type ManualAccountForm = z.output<typeof zManualAccountForm>;

/** DISBURSEMENT_ACCOUNT: an account shared by the income bank link, or one typed in by hand. */
export const zDisbursementBody = z.discriminatedUnion(
  'source',
  [
    z.strictObject({
      source: z.literal('LINKED'),
      accountId: z.string().trim().min(1, BANK_MESSAGES.accountChoice).max(100),
    }),
    zManualAccount.extend({ source: z.literal('MANUAL') }),
  ],
  { error: BANK_MESSAGES.accountChoice },
);
export type DisbursementBody = z.infer<typeof zDisbursementBody>;

const zAuthorized = z.literal(true, { error: BANK_MESSAGES.authorize });

/**
 * AUTOPAY_ACCOUNT: automatic payments need the Reg E authorization and exactly one account (the
 * disbursement one, or another typed in); MANUAL needs nothing more.
 */
export const zAutopayBody = z.discriminatedUnion(
  'payType',
  [
    z
      .strictObject({
        payType: z.literal('AUTOPAY'),
        sameAsDisbursement: z.literal(true).optional(),
        account: zManualAccount.optional(),
        authorized: zAuthorized,
      })
      .refine((body) => (body.sameAsDisbursement === true) !== (body.account !== undefined), {
        error: BANK_MESSAGES.autopayAccount,
      }),
    z.strictObject({ payType: z.literal('MANUAL') }),
  ],
  { error: BANK_MESSAGES.payType },
);
export type AutopayBody = z.infer<typeof zAutopayBody>;

export const AUTOPAY_ACCOUNT_CHOICES = ['SAME', 'OTHER'] as const;

function addFirstIssue(
  context: z.RefinementCtx,
  path: string,
  result: { success: boolean; error?: z.ZodError },
): void {
  if (!result.success) {
    context.addIssue({ code: 'custom', path: [path], message: result.error?.issues[0]?.message ?? '' });
  }
}

/** The autopay form: account fields are checked only when another account is chosen. */
export const zAutopayForm = z
  .object({
    payType: z.enum(PAYMENT_TYPES, { error: BANK_MESSAGES.payType }),
    accountChoice: z.enum(AUTOPAY_ACCOUNT_CHOICES),
    routingNumber: z.string(),
    accountNumber: z.string(),
    confirmAccountNumber: z.string(),
    accountType: z.string(),
    authorized: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.payType !== 'AUTOPAY') {
      return;
    }
    if (!values.authorized) {
      context.addIssue({ code: 'custom', path: ['authorized'], message: BANK_MESSAGES.authorize });
    }
    if (values.accountChoice === 'SAME') {
      return;
    }
    addFirstIssue(context, 'routingNumber', zRoutingNumber.safeParse(values.routingNumber));
    const account = zAccountNumber.safeParse(values.accountNumber);
    addFirstIssue(context, 'accountNumber', account);
    if (account.success && values.accountNumber.trim() !== values.confirmAccountNumber.trim()) {
      context.addIssue({
        code: 'custom',
        path: ['confirmAccountNumber'],
        message: BANK_MESSAGES.accountMismatch,
      });
    }
    addFirstIssue(context, 'accountType', zAccountType.safeParse(values.accountType));
  });
export type AutopayForm = z.infer<typeof zAutopayForm>;

/** What both calls answer: the step the application moved to and the account, masked. */
export const zBankAccountResult = z.strictObject({
  serverStep: z.string(),
  payType: z.enum(PAYMENT_TYPES).nullable(),
  account: zMaskedBankAccount.nullable(),
});
export type BankAccountResult = z.infer<typeof zBankAccountResult>;
