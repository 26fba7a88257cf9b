import type {
  CredentialLinkRequest,
  IncomeProvider,
  Institution,
  LinkedAccount,
  LinkResult,
} from '../income-provider.ts';
import { selectPersona } from './sandbox-persona.ts';
import { buildSandboxReference, hashToInt } from './sandbox-reference.ts';

/** The sandbox credentials (README): `user_good` / `pass_good` links; anything else fails. */
export const SANDBOX_GOOD_CREDENTIALS = { username: 'user_good', password: 'pass_good' } as const;

/** Limited: the income model counts half of the stated income before verification. */
const LIMITED_INCOME_SHARE = 0.5;
/** Shortfall: the deposits show half the stated income (the offer is revised). */
const SHORTFALL_INCOME_SHARE = 0.5;
const PAYSTUBS_BY_EMPLOYMENT: Record<string, number> = { SELF_EMPLOYED: 3, PART_TIME: 2 };

/** Decision 007: the sandbox banks. The institution search and the bank log-in both read this table. */
const SANDBOX_INSTITUTIONS: readonly Institution[] = [
  { id: 'ins_sandbox_first', name: 'First Sandbox Bank' },
  { id: 'ins_sandbox_evergreen', name: 'Evergreen Credit Union' },
  { id: 'ins_sandbox_summit', name: 'Summit National Bank' },
  { id: 'ins_sandbox_harbor', name: 'Harbor Savings' },
  { id: 'ins_sandbox_prairie', name: 'Prairie Federal' },
];
/** What every sandbox bank offers once logged in: `{institutionId}-checking` and `-savings`. */
const SANDBOX_ACCOUNTS = [
  { suffix: 'checking', type: 'CHECKING', name: 'Everyday Checking', mask: '0000' },
  { suffix: 'savings', type: 'SAVINGS', name: 'High-Yield Savings', mask: '1111' },
] as const;
/** A valid ABA number (check digit included) for every sandbox account. */
const SANDBOX_ROUTING_NUMBER = '021000021';

function searchInstitutions(query: string): Institution[] {
  const needle = query.trim().toLowerCase();
  return SANDBOX_INSTITUTIONS.filter((institution) => institution.name.toLowerCase().includes(needle));
}

function bankAccounts(linkId: string, institutionId: string): LinkedAccount[] {
  return SANDBOX_ACCOUNTS.map(({ suffix, type, name, mask }) => {
    const accountId = `${institutionId}-${suffix}`;
    const accountNumber = `${hashToInt(10_000_000, 99_999_999, linkId, accountId)}${mask}`;
    return { accountId, name, type, mask, numbers: { routingNumber: SANDBOX_ROUTING_NUMBER, accountNumber } };
  });
}

/** A bank link needs one of the sandbox banks; a payroll link (no accounts) takes any provider id. */
function link(request: CredentialLinkRequest, kind: 'BANK' | 'PAYROLL'): LinkResult {
  const { username, password, institutionId } = request;
  const institution = SANDBOX_INSTITUTIONS.find((candidate) => candidate.id === institutionId);
  if (kind === 'BANK' && !institution) {
    return { ok: false, reason: 'INSTITUTION_UNAVAILABLE' };
  }
  if (username !== SANDBOX_GOOD_CREDENTIALS.username || password !== SANDBOX_GOOD_CREDENTIALS.password) {
    return { ok: false, reason: 'INVALID_CREDENTIALS' };
  }
  const linkId = buildSandboxReference(`LNK-${kind}`, institutionId, request.applicant.lastName);
  if (kind === 'PAYROLL' || !institution) {
    return { ok: true, linkId, accounts: [] };
  }
  return {
    ok: true,
    linkId,
    institutionName: institution.name,
    accounts: bankAccounts(linkId, institutionId),
  };
}

/**
 * Sandbox income: five banks to search; links accept user_good / pass_good (a bank link only at
 * one of the five); verification confirms the stated income once a link exists (Shortfall's
 * deposits show half of it, Employer's payroll needs an employer check); Limited's stated income
 * counts for half until verified (UNVERIFIED_DTI_LIMITED); paystubs asked: 2, 3 for the
 * self-employed.
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
    async searchInstitutions({ query }) {
      return searchInstitutions(query);
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
