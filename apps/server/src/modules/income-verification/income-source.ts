import { INCOME_LINK_KINDS } from '@hearth/domain/journey/income';
import { z } from 'zod';

/**
 * An income source as `incomeSources` keeps it (decision 007): a bank or payroll link with the
 * accounts the borrower shared — their numbers only as `v1.…` ciphertexts — or paystubs uploaded
 * by hand. The application's repository parses the column with these schemas on every read.
 */
export const zStoredLinkedAccount = z.object({
  accountId: z.string(),
  name: z.string(),
  type: z.string(),
  /** The last 4 digits. */
  mask: z.string(),
  routingNumber: z.string().optional(),
  accountNumberEncrypted: z.string().optional(),
});
export type StoredLinkedAccount = z.infer<typeof zStoredLinkedAccount>;

export const zStoredIncomeSource = z.object({
  source: z.string(),
  linkId: z.string().optional(),
  institutionId: z.string().optional(),
  institutionName: z.string().nullable().optional(),
  accounts: z.array(zStoredLinkedAccount).optional(),
  documentUuids: z.array(z.string()).optional(),
  /** Uploads: the step visit (application step_seq) they answer, one source per visit. */
  stepSeq: z.number().int().optional(),
  employmentType: z.string().nullable().optional(),
  addedAt: z.string().optional(),
});
export type StoredIncomeSource = z.infer<typeof zStoredIncomeSource>;

/** A linked account found by id among every link, with the link it came from. */
export function findLinkedAccount(
  sources: readonly StoredIncomeSource[],
  accountId: string,
): { source: StoredIncomeSource; account: StoredLinkedAccount } | undefined {
  for (const source of [...sources].reverse()) {
    const account = source.accounts?.find((candidate) => candidate.accountId === accountId);
    if (account) {
      return { source, account };
    }
  }
  return undefined;
}

/** What a response may show of an account: never its numbers. */
export function toAccountSummary(account: StoredLinkedAccount) {
  return {
    accountId: account.accountId,
    name: account.name,
    type: account.type,
    mask: account.mask.slice(-4),
  };
}

/**
 * What a successful log-in gave: the link and every account the bank offers, numbers already
 * encrypted. Kept in `provider_results` (INCOME_LOGIN) until the borrower chooses the accounts.
 */
export const zLoggedInLink = z.object({
  kind: z.enum(INCOME_LINK_KINDS),
  linkId: z.string(),
  institutionId: z.string(),
  institutionName: z.string().nullable(),
  accounts: z.array(zStoredLinkedAccount),
});
export type LoggedInLink = z.infer<typeof zLoggedInLink>;
