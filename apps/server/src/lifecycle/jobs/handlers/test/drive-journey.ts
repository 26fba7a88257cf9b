import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../../../test/helpers.ts';
import { helocApplications, type StoredBankAccount } from '../../../../db/schema/index.ts';
import { encryptPii } from '../../../../lib/pii.ts';
import { insertDocument } from '../../../../modules/documents/document.repository.ts';
import type { ApplicationRecord } from '../../../application-record.ts';
import { moveAsBorrower, readApplicationRow, waitForStep } from './journey-test-support.ts';

/** Waits for `step` and fails naming where the application stopped instead. */
export async function expectStep(t: TestApp, uuid: string, step: string): Promise<ApplicationRecord> {
  const row = await waitForStep(t, uuid, [step]);
  if (row.serverStep !== step) {
    throw new Error(`expected ${step}, the application is at ${row.serverStep}`);
  }
  return row;
}

/** The borrower's writes from the offers page to the signed summary (then the submission job runs). */
export async function driveOffersToSubmission(t: TestApp, uuid: string): Promise<void> {
  const row = await readApplicationRow(t, uuid);
  const offer = (row.offerSet as { offers: { type: string; term: number; rate: number; max: number }[] })
    .offers[0];
  if (!offer) {
    throw new Error('no offer to select');
  }
  const amount = Math.min(offer.max, 50_000).toFixed(2);
  await moveAsBorrower(t, uuid, 'OFFER_SELECTED', {
    selectedOffer: { type: offer.type, term: offer.term, amount, rate: String(offer.rate) },
    amount,
    term: String(offer.term),
    rate: String(offer.rate),
  });
  await moveAsBorrower(t, uuid, 'PROFILE_INFO_ADDED', {
    ownershipType: 'SOLE',
    ssnEncrypted: encryptPii('123456789', t.config.piiKey),
    consents: [...row.consents, 'HARD_CREDIT'],
  });
  await moveAsBorrower(t, uuid, 'HMDA_SUBMITTED', { hasHmda: true });
  await expectStep(t, uuid, 'SUMMARY_DISCLOSURE');
  await moveAsBorrower(t, uuid, 'SUMMARY_SIGNED');
}

/** The bank link as `POST P/income/link` stores it; the waiting income job is re-run at once. */
export async function linkIncome(t: TestApp, uuid: string): Promise<void> {
  await t.db
    .update(helocApplications)
    .set({
      incomeSources: [
        { source: 'PLAID_TRANSACTIONS', linkId: 'LNK-BANK-test', institutionId: 'ins_sandbox_first' },
      ],
    })
    .where(eq(helocApplications.uuid, uuid));
  await t.app.lifecycle.recheckNow();
}

export function buildAccount(
  t: TestApp,
  accountNumber: string,
  source: 'LINKED' | 'MANUAL',
): StoredBankAccount {
  return {
    uuid: crypto.randomUUID(),
    routingNumber: '021000021',
    accountNumberEncrypted: encryptPii(accountNumber, t.config.piiKey),
    mask: accountNumber.slice(-4),
    accountType: 'CHECKING',
    source,
  };
}

/** A driver's licence, front and back, stored as the ID upload stores it, then ID_DOCUMENTS_UPLOADED. */
export async function uploadIdDocuments(t: TestApp, uuid: string): Promise<void> {
  for (const type of ['DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK']) {
    await insertDocument(t.db, {
      applicationUuid: uuid,
      type,
      status: 'UPLOADED',
      filename: `${type.toLowerCase()}.jpg`,
      storageKey: `${crypto.randomUUID()}.jpg`,
      sha256: '0'.repeat(64),
      size: 1024,
      mime: 'image/jpeg',
    });
  }
  await moveAsBorrower(t, uuid, 'ID_DOCUMENTS_UPLOADED');
}

/** The borrower's writes from the offers page to the ID upload, with a linked account and autopay. */
export async function driveOffersToIdVerification(t: TestApp, uuid: string): Promise<ApplicationRecord> {
  await driveOffersToSubmission(t, uuid);
  await expectStep(t, uuid, 'INCOME_VERIFICATION');
  await linkIncome(t, uuid);
  await expectStep(t, uuid, 'DISBURSEMENT_ACCOUNT');
  const account = buildAccount(t, '000123456789', 'LINKED');
  await moveAsBorrower(t, uuid, 'DISBURSEMENT_ACCOUNT_LINKED', { disburseAccount: account });
  await moveAsBorrower(t, uuid, 'AUTOPAY_AUTHORIZED', { autopayAccount: account, payType: 'AUTOPAY' });
  await expectStep(t, uuid, 'IDENTITY_VERIFICATION');
  await uploadIdDocuments(t, uuid);
  return readApplicationRow(t, uuid);
}
