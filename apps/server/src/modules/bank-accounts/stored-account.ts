import type { ManualAccount } from '@hearth/domain/journey/bank-accounts';
import type { StoredBankAccount } from '../../db/schema/index.ts';
import { encryptPii } from '../../lib/pii.ts';
import type { StoredLinkedAccount } from '../income-verification/income-source.ts';

/** An account typed in by hand: the number encrypted at once, only its last 4 digits kept in clear. */
export function storeManualAccount(account: ManualAccount, piiKey: Buffer): StoredBankAccount {
  return {
    uuid: crypto.randomUUID(),
    routingNumber: account.routingNumber,
    accountNumberEncrypted: encryptPii(account.accountNumber, piiKey),
    mask: account.accountNumber.slice(-4),
    accountType: account.accountType,
    source: 'MANUAL',
    institutionName: null,
    verificationStatus: null,
  };
}

/**
 * An account the bank link shared, with the numbers the aggregator returned (already encrypted).
 * The borrower proved it is theirs by logging in to the bank, so no separate check runs.
 */
export function storeLinkedAccount(
  account: StoredLinkedAccount & { routingNumber: string; accountNumberEncrypted: string },
  institutionName: string | null,
): StoredBankAccount {
  return {
    uuid: crypto.randomUUID(),
    routingNumber: account.routingNumber,
    accountNumberEncrypted: account.accountNumberEncrypted,
    mask: account.mask.slice(-4),
    accountType: account.type === 'SAVINGS' ? 'SAVINGS' : 'CHECKING',
    source: 'LINKED',
    institutionName,
    verificationStatus: 'VERIFIED',
  };
}
