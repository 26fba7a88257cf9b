import { AppError } from '@hearth/domain/errors/app-error';
import type { AutopayBody, BankAccountResult, DisbursementBody } from '@hearth/domain/journey/bank-accounts';
import type { Db } from '../../db/client.ts';
import type { StoredBankAccount } from '../../db/schema/index.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { toMaskedAccount } from '../application/application.mapper.ts';
import { findLinkedAccount } from '../income-verification/income-source.ts';
import { storeLinkedAccount, storeManualAccount } from './stored-account.ts';

export const LINKED_ACCOUNT_NOT_FOUND = 'Please choose one of the accounts your bank shared';
export const NO_DISBURSEMENT_ACCOUNT = 'There is no disbursement account to use for automatic payments';

export interface BankDeps {
  db: Db;
  piiKey: Buffer;
}

type Owner = { uuid: string; identityUuid: string };

function findLinked(application: ApplicationRecord, accountId: string): StoredBankAccount {
  const found = findLinkedAccount(application.incomeSources, accountId);
  const { routingNumber, accountNumberEncrypted } = found?.account ?? {};
  if (!found || !routingNumber || !accountNumberEncrypted) {
    throw new AppError('VALIDATION', [LINKED_ACCOUNT_NOT_FOUND]);
  }
  return storeLinkedAccount(
    { ...found.account, routingNumber, accountNumberEncrypted },
    found.source.institutionName ?? null,
  );
}

/**
 * 007 `POST P/bank/disbursement`: the account the line pays into. A linked account goes on to
 * autopay; one typed in by hand is checked by the account-verification job first
 * (BANK_ACCOUNT_VERIFICATION). The number is stored encrypted and answered masked.
 */
export async function setDisbursementAccount(
  deps: BankDeps,
  owner: Owner,
  body: DisbursementBody,
): Promise<BankAccountResult> {
  return withApplicationForUpdate(deps.db, owner, async (tx, application) => {
    assertApplicationStep(application, ['DISBURSEMENT_ACCOUNT']);
    const linked = body.source === 'LINKED';
    const account = linked ? findLinked(application, body.accountId) : storeManualAccount(body, deps.piiKey);
    const moved = await transitionApplication(tx, {
      uuid: owner.uuid,
      event: linked ? 'DISBURSEMENT_ACCOUNT_LINKED' : 'DISBURSEMENT_ACCOUNT_ENTERED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: { source: account.source, mask: account.mask },
      // A new account starts unchecked: an earlier account's failed check no longer applies.
      statusPatch: { giactAccountStatus: null },
      applicationPatch: { disburseAccount: account },
    });
    return { serverStep: moved.to, payType: null, account: toMaskedAccount(account) };
  });
}

function chooseAutopayAccount(deps: BankDeps, application: ApplicationRecord, body: AutopayBody) {
  if (body.payType !== 'AUTOPAY') {
    return null;
  }
  if (body.account) {
    return storeManualAccount(body.account, deps.piiKey);
  }
  if (!application.disburseAccount) {
    throw new AppError('VALIDATION', [NO_DISBURSEMENT_ACCOUNT]);
  }
  return application.disburseAccount;
}

/**
 * 007 `POST P/bank/autopay`: automatic payments from an account the borrower authorised (Reg E
 * 1005.10(b): the authorisation is recorded with the move), or manual payments.
 */
export async function setAutopay(
  deps: BankDeps,
  owner: Owner,
  body: AutopayBody,
): Promise<BankAccountResult> {
  return withApplicationForUpdate(deps.db, owner, async (tx, application) => {
    assertApplicationStep(application, ['AUTOPAY_ACCOUNT']);
    const account = chooseAutopayAccount(deps, application, body);
    const moved = await transitionApplication(tx, {
      uuid: owner.uuid,
      event: account ? 'AUTOPAY_AUTHORIZED' : 'MANUAL_PAY_CHOSEN',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: account
        ? {
            regEAuthorization: true,
            mask: account.mask,
            sameAsDisbursement: body.payType === 'AUTOPAY' && !body.account,
          }
        : { payType: 'MANUAL' },
      applicationPatch: { payType: body.payType, autopayAccount: account },
    });
    return { serverStep: moved.to, payType: body.payType, account: toMaskedAccount(account) };
  });
}
