import { decryptPii } from '../../lib/pii.ts';
import { buildApplicantRef } from '../../lifecycle/jobs/handlers/support/applicant.ts';
import { keepResult } from '../../lifecycle/jobs/handlers/support/provider-step.ts';
import type { StepJobHandler } from '../../lifecycle/jobs/step-job-types.ts';

const EVENTS = {
  VERIFIED: 'BANK_ACCOUNT_VERIFIED',
  PENDING_REVIEW: 'BANK_ACCOUNT_PENDING_REVIEW',
  FAILED: 'BANK_ACCOUNT_REJECTED',
} as const;

/**
 * BANK_ACCOUNT_VERIFICATION: the disbursement account entered by hand is checked with the
 * account-verification vendor (status.giactAccountStatus); VERIFIED and PENDING_REVIEW go on,
 * a failure asks for the account again. Only the mask is kept with the result.
 */
export const verifyBankAccount: StepJobHandler = async (ctx) => {
  const account = ctx.application.disburseAccount;
  if (!account) {
    throw new Error('No disbursement account to verify');
  }
  const { bankVerification } = ctx.providers;
  const result = await bankVerification.verifyAccount({
    applicant: buildApplicantRef(ctx.application, ctx.piiKey),
    routingNumber: account.routingNumber,
    accountNumber: decryptPii(account.accountNumberEncrypted, ctx.piiKey),
    accountType: account.accountType ?? 'CHECKING',
  });
  await keepResult(ctx, 'BANK_ACCOUNT_VERIFICATION', bankVerification, { ...result, mask: account.mask });
  return {
    event: EVENTS[result.status],
    statusPatch: { giactAccountStatus: result.status },
    applicationPatch: { disburseAccount: { ...account, verificationStatus: result.status } },
  };
};

/** VERIFIED_AUTOPAY_ACCOUNT: the authorised autopay account is enrolled for the monthly debit. */
export const enrollAutopay: StepJobHandler = async (ctx) => {
  const account = ctx.application.autopayAccount ?? ctx.application.disburseAccount;
  if (!account) {
    throw new Error('Autopay authorised without an account');
  }
  return { event: 'AUTOPAY_ENROLLED', detail: { mask: account.mask } };
};
