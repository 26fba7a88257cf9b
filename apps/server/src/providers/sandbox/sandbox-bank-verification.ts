import type { BankVerificationProvider } from '../bank-verification-provider.ts';

/**
 * Sandbox account check by the account number's last four digits, like a vendor test mode:
 * 0000 fails, 1111 goes to PENDING_REVIEW, anything else is VERIFIED.
 */
export function createSandboxBankVerification(): BankVerificationProvider {
  return {
    name: 'sandbox',
    async verifyAccount({ accountNumber }) {
      if (accountNumber.endsWith('0000')) {
        return { status: 'FAILED', reason: 'Account not found at the routing number' };
      }
      if (accountNumber.endsWith('1111')) {
        return { status: 'PENDING_REVIEW', reason: 'Owner name could not be matched' };
      }
      return { status: 'VERIFIED' };
    },
  };
}
