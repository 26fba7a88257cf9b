import {
  type HelocApplication,
  type IncomeSourceView,
  type LinkedAccountView,
  type MaskedBankAccount,
  zApplicationStatus,
} from '@hearth/domain/application/heloc-application-dto';
import { findOffer } from '@hearth/domain/journey/offer-selection';
import { getPropertyTimeZone } from '@hearth/domain/journey/property-time-zone';
import { zOfferSet } from '@hearth/domain/offers/offer-set';
import type { StoredBankAccount } from '../../db/schema/index.ts';
import { type StoredIncomeSource, toAccountSummary } from '../income-verification/income-source.ts';
import type { ApplicationRow } from './application.repository.ts';
import { isActiveApplication } from './start-eligibility.ts';

/** What the read adds to the row: the application's document types, the masked SSN. */
export interface ApplicationReadExtras {
  documentTypes?: readonly string[];
  /** '***-**-1234', computed by the caller that holds the PII key. */
  ssnMasked?: string | null;
}

/** 000 §3 employmentType, and for a link its institution and shared accounts, masked. */
function toIncomeSourceView(source: StoredIncomeSource): IncomeSourceView {
  return {
    employmentType: source.employmentType ?? null,
    source: source.source,
    institutionId: source.institutionId ?? null,
    ...(source.accounts ? { accounts: source.accounts.map(toAccountSummary) } : {}),
  };
}

/** Every account the bank links shared (newest link first), as the disbursement page lists them. */
function toLinkedAccounts(sources: readonly StoredIncomeSource[]): LinkedAccountView[] {
  return [...sources].reverse().flatMap((source) =>
    (source.accounts ?? []).map((account) => ({
      id: account.accountId,
      name: account.name,
      mask: account.mask.slice(-4),
      type: account.type,
      institutionName: source.institutionName ?? null,
    })),
  );
}

function toNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** Never the account number: its last four digits only (the stored mask). */
export function toMaskedAccount(account: StoredBankAccount | null): MaskedBankAccount | null {
  if (!account) {
    return null;
  }
  return {
    uuid: account.uuid,
    routingNumber: account.routingNumber,
    mask: account.mask.slice(-4),
    accountType: account.accountType ?? null,
    source: account.source ?? null,
    institutionName: account.institutionName ?? null,
    verificationStatus: account.verificationStatus ?? null,
  };
}

function toPayType(value: string | null): 'AUTOPAY' | 'MANUAL' | null {
  return value === 'AUTOPAY' || value === 'MANUAL' ? value : null;
}

function toSelectedOffer(row: ApplicationRow): HelocApplication['selectedOffer'] {
  const offer = row.selectedOffer;
  if (!offer) {
    return null;
  }
  return {
    type: offer.type,
    term: Number(offer.term),
    amount: Number(offer.amount),
    rate: Number(offer.rate),
    payoffPreference: offer.payoffPreference ?? null,
  };
}

/** The chosen offer's AutoPay APR and origination fee, and the set's fee cap (null before a selection). */
function toChosenOfferTerms(
  row: ApplicationRow,
): Pick<HelocApplication, 'otherRate' | 'originationFee' | 'ofeeMaxThreshold'> {
  const selected = row.selectedOffer;
  const offerSet = zOfferSet.safeParse(row.offerSet);
  if (!selected || !offerSet.success) {
    return { otherRate: null, originationFee: null, ofeeMaxThreshold: null };
  }
  const offer = findOffer(offerSet.data, selected.type, Number(selected.term));
  return {
    otherRate: offer?.otherRate ?? null,
    originationFee: offer?.originationFee ?? null,
    ofeeMaxThreshold: offer ? offerSet.data.ofeeMaxThreshold : null,
  };
}

/** API-016 / 000 §3. Unknown status flags are dropped; a broken status still lists. */
export function toHelocApplication(
  row: ApplicationRow,
  extras: ApplicationReadExtras = {},
): HelocApplication {
  const address = row.propertyAddress;
  return {
    uuid: row.uuid,
    loanNumber: row.loanNumber,
    status: zApplicationStatus.catch({ checklistStatus: 'UNKNOWN' }).parse(row.status),
    active: row.active,
    property: {
      state: row.propertyState,
      address: address
        ? {
            street1: address.street1,
            street2: address.street2 ?? null,
            city: address.city,
            state: address.state,
            zip: address.zip,
          }
        : null,
    },
    amount: toNumber(row.amount),
    term: toNumber(row.term),
    rate: toNumber(row.rate),
    ...toChosenOfferTerms(row),
    auditFields: { createdDate: row.createdDate.toISOString(), updatedDate: row.updatedDate.toISOString() },
    serverStep: row.serverStep,
    selectedPropertyUuid: row.selectedPropertyUuid,
    consents: row.consents.map((type) => ({ type })),
    documents: (extras.documentTypes ?? []).map((type) => ({ type })),
    incomeSources: row.incomeSources.map(toIncomeSourceView),
    linkedAccounts: toLinkedAccounts(row.incomeSources),
    disburseAccount: toMaskedAccount(row.disburseAccount),
    autopayAccount: toMaskedAccount(row.autopayAccount),
    payType: toPayType(row.payType),
    selectedOffer: toSelectedOffer(row),
    uwCalculatedDrawAmount: toNumber(row.uwCalculatedDrawAmount),
    adjustedHomeAmount: toNumber(row.adjustedHomeAmount),
    estimatedHomeValue: toNumber(row.estimatedHomeValue),
    hasHmda: row.hasHmda,
    ownershipType: row.ownershipType,
    hasSsn: row.ssnEncrypted !== null,
    ssnMasked: extras.ssnMasked ?? null,
    coDeedStatus: row.coDeedStatus,
    insurance: { complete: row.insurance?.complete === true },
    assetDepletion: { complete: row.assetDepletion?.complete === true },
    isCrypto: row.isCrypto,
    isInquiry: row.isInquiry,
    activeForAppStart: isActiveApplication(row),
    referrer: { referrerUuid: row.referrerId, wholesaleBrokerNmls: row.wholesaleBrokerNmls },
    requestedManualNotaryTime: row.requestedManualNotaryTime?.toISOString() ?? null,
    additionalSignerVersion:
      row.additionalSignerVersion === null ? null : String(row.additionalSignerVersion),
    helocSigners: row.helocSigners.map((signer) => ({
      identityUuid: signer.identityUuid,
      firstName: signer.firstName,
      lastName: signer.lastName,
      role: signer.role,
      status: signer.status,
    })),
    // Read from the timeline by the single-application read (application.service.ts).
    rescissionStartDate: null,
    timeZone: getPropertyTimeZone(row.propertyState),
  };
}
