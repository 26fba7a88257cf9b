import type { CredentialLinkRequest, IncomeProvider, LinkResult } from '../income-provider.ts';
import { selectPersona } from './sandbox-persona.ts';
import { buildSandboxReference, hashToInt } from './sandbox-reference.ts';

/** The sandbox credentials (README): `user_good` / `pass_good` links; anything else fails. */
export const SANDBOX_GOOD_CREDENTIALS = { username: 'user_good', password: 'pass_good' } as const;

/** Limited: the income model counts half of the stated income before verification. */
const LIMITED_INCOME_SHARE = 0.5;
/** Shortfall: the deposits show half the stated income (the offer is revised). */
const SHORTFALL_INCOME_SHARE = 0.5;
const PAYSTUBS_BY_EMPLOYMENT: Record<string, number> = { SELF_EMPLOYED: 3, PART_TIME: 2 };

/** Decision 007: the institutions the web's bank-link dialog lists. */
const SANDBOX_INSTITUTION_NAMES: Readonly<Record<string, string>> = {
  ins_sandbox_first: 'First Sandbox Bank',
  ins_sandbox_evergreen: 'Evergreen Credit Union',
  ins_sandbox_summit: 'Summit National Bank',
  ins_sandbox_harbor: 'Harbor Savings',
  ins_sandbox_prairie: 'Prairie Federal',
};
/** A valid ABA number (check digit included) for every sandbox account. */
const SANDBOX_ROUTING_NUMBER = '021000021';

function sandboxAccount(linkId: string, accountId: string, type: 'CHECKING' | 'SAVINGS', mask: string) {
  const accountNumber = `${hashToInt(10_000_000, 99_999_999, linkId, accountId)}${mask}`;
  const name = type === 'CHECKING' ? 'Everyday Checking' : 'High-Yield Savings';
  return { accountId, name, type, mask, numbers: { routingNumber: SANDBOX_ROUTING_NUMBER, accountNumber } };
}

function link(request: CredentialLinkRequest, kind: 'BANK' | 'PAYROLL'): LinkResult {
  const { username, password, institutionId } = request;
  if (username !== SANDBOX_GOOD_CREDENTIALS.username || password !== SANDBOX_GOOD_CREDENTIALS.password) {
    return { ok: false, reason: 'INVALID_CREDENTIALS' };
  }
  const linkId = buildSandboxReference(`LNK-${kind}`, institutionId, request.applicant.lastName);
  // Decision 007: the web's bank-link dialog knows these account ids and masks.
  return {
    ok: true,
    linkId,
    institutionName: SANDBOX_INSTITUTION_NAMES[institutionId] ?? 'Sandbox Bank',
    accounts: [
      sandboxAccount(linkId, `${institutionId}-checking`, 'CHECKING', '0000'),
      sandboxAccount(linkId, `${institutionId}-savings`, 'SAVINGS', '1111'),
    ],
  };
}

/**
 * Sandbox income: links accept user_good / pass_good; verification confirms the stated income
 * once a link exists (Shortfall's deposits show half of it, Employer's payroll needs an employer
 * check); Limited's stated income counts for half until verified
 * (UNVERIFIED_DTI_LIMITED); paystubs asked: 2, 3 for the self-employed.
 */
export function createSandboxIncome(): IncomeProvider {
  return {
    name: 'sandbox',
    async assessStatedIncome({ applicant, statedAnnualIncome }) {
      const monthly = statedAnnualIncome / 12;
      if (selectPersona(applicant.lastName) === 'LIMITED') {
        return { usableMonthlyIncome: monthly * LIMITED_INCOME_SHARE, subDecision: 'UNVERIFIED_DTI_LIMITED' };
      }
      return { usableMonthlyIncome: monthly };
    },
    async linkBank(request) {
      return link(request, 'BANK');
    },
    async linkPayroll(request) {
      return link(request, 'PAYROLL');
    },
    async verifyIncome({ applicant, statedAnnualIncome, linkIds }) {
      const first = linkIds[0];
      if (!first) {
        return { outcome: 'NOT_VERIFIED', reason: 'No linked account or payroll' };
      }
      const persona = selectPersona(applicant.lastName);
      if (persona === 'EMPLOYMENT_CHECK') {
        return { outcome: 'EMPLOYMENT_CHECK_NEEDED', verifiedAnnualIncome: statedAnnualIncome };
      }
      const share = persona === 'INCOME_SHORTFALL' ? SHORTFALL_INCOME_SHARE : 1;
      const source = first.startsWith('LNK-PAYROLL') ? 'TRUV_PAYROLL' : 'PLAID_TRANSACTIONS';
      return { outcome: 'VERIFIED', verifiedAnnualIncome: statedAnnualIncome * share, source };
    },
    async paystubRequirement({ employmentType }) {
      return { numDocsRequired: PAYSTUBS_BY_EMPLOYMENT[employmentType ?? ''] ?? 2 };
    },
  };
}
