import { AppError } from '@hearth/domain/errors/app-error';
import {
  maskAccountNumber,
  type WalletAccount,
  type WalletBankAccount,
  type WalletOverview,
} from '@hearth/domain/wallet/wallet-dto';
import type { Db } from '../../db/client.ts';
import type { StoredBankAccount } from '../../db/schema/index.ts';
import { type ApplicationRow, listApplicationsByOwner } from '../application/application.repository.ts';
import { toBorrower } from '../profile/profile.mapper.ts';
import { findProfileByIdentity, type ProfileRow } from '../profile/profile.repository.ts';

async function findOwnProfile(db: Db, identityUuid: string): Promise<ProfileRow> {
  const profile = await findProfileByIdentity(db, identityUuid);
  if (!profile) {
    throw new AppError('NOT_FOUND');
  }
  return profile;
}

function displayName(profile: ProfileRow): string | null {
  const parts = [profile.firstName, profile.middleName, profile.lastName, profile.suffix].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * API-054/056: the caller's account. Its address is the borrower's profile uuid; `principal` may name
 * the caller (identity uuid or that address) — anyone else's account is a 404, never a yes or no.
 */
export async function getWalletAccess(
  db: Db,
  identityUuid: string,
  principal?: string,
): Promise<WalletAccount> {
  const profile = await findOwnProfile(db, identityUuid);
  const address = profile.uuid;
  const asked = principal?.toLowerCase();
  if (asked !== undefined && asked !== identityUuid.toLowerCase() && asked !== address.toLowerCase()) {
    throw new AppError('NOT_FOUND');
  }
  return {
    account: { name: displayName(profile), address },
    authorizedWallets: [address],
    authorizationType: 'OWNER',
  };
}

function toBankAccount(
  application: ApplicationRow,
  purpose: WalletBankAccount['purpose'],
  account: StoredBankAccount,
): WalletBankAccount {
  return {
    uuid: account.uuid,
    applicationUuid: application.uuid,
    purpose,
    institutionName: account.institutionName ?? null,
    accountType: account.accountType ?? null,
    mask: maskAccountNumber(account.mask),
  };
}

/** API-055: the caller's profile and the bank accounts on their applications, numbers masked. */
export async function getWalletOverview(db: Db, identityUuid: string): Promise<WalletOverview> {
  const profile = await findOwnProfile(db, identityUuid);
  const applications = await listApplicationsByOwner(db, identityUuid);
  const accounts = applications.flatMap((application) => [
    ...(application.disburseAccount
      ? [toBankAccount(application, 'DISBURSEMENT', application.disburseAccount)]
      : []),
    ...(application.autopayAccount
      ? [toBankAccount(application, 'AUTOPAY', application.autopayAccount)]
      : []),
  ]);
  return {
    profile: toBorrower(profile),
    walletAddress: profile.uuid,
    accounts,
  };
}
