import { z } from 'zod';
import { zOrgQuery } from '../identity/org-query.ts';
import { zBorrower } from '../profile/profile-dto.ts';

/** What an account holder may do with an account: Hearth knows only its owner (decision 019). */
export const WALLET_AUTHORIZATION_TYPES = ['OWNER'] as const;

/** API-054: whose access is asked — the caller's identity uuid or account address; defaults to the caller. */
export const zWalletAccessQuery = zOrgQuery.extend({ principal: z.string().min(1).max(100).optional() });

/** API-056: the wallet account entity. `address` is the borrower's account address (their profile uuid). */
export const zWalletAccount = z.strictObject({
  account: z.strictObject({ name: z.string().nullable(), address: z.string() }),
  authorizedWallets: z.array(z.string()),
  authorizationType: z.enum(WALLET_AUTHORIZATION_TYPES),
});
export type WalletAccount = z.infer<typeof zWalletAccount>;

/** One bank account on the borrower's applications; the number only as its last four. */
export const zWalletBankAccount = z.strictObject({
  uuid: z.string(),
  applicationUuid: z.uuid(),
  purpose: z.enum(['DISBURSEMENT', 'AUTOPAY']),
  institutionName: z.string().nullable(),
  accountType: z.enum(['CHECKING', 'SAVINGS']).nullable(),
  mask: z.string().regex(/^\*{4}\d{0,4}$/),
});
export type WalletBankAccount = z.infer<typeof zWalletBankAccount>;

/**
 * API-055: the profile (as the borrower entity, API-013) and accounts the notifications menu shows
 * (002 §3 Notification.walletAddress).
 */
export const zWalletOverview = z.strictObject({
  profile: zBorrower,
  walletAddress: z.string(),
  accounts: z.array(zWalletBankAccount),
});
export type WalletOverview = z.infer<typeof zWalletOverview>;

/** "****6789": the last four digits of a stored mask, never more. */
export function maskAccountNumber(mask: string): string {
  return `****${mask.replace(/\D/g, '').slice(-4)}`;
}
