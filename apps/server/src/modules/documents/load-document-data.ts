import { getHmdaDisclosures } from '@hearth/domain/journey/hmda';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import { DEFAULT_LANGUAGE, zLanguage } from '@hearth/domain/profile/language';
import type { Db } from '../../db/client.ts';
import { decryptPii, maskDob, maskSsn } from '../../lib/pii.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import { readApplicantName } from '../application/stored-application.ts';
import { findOrg, getDefaultOrg } from '../org/registry/index.ts';
import { findProfileByIdentity, type ProfileRow } from '../profile/profile.repository.ts';
import type {
  AdverseActionDetails,
  DocumentApplication,
  DocumentBorrower,
  DocumentData,
  DocumentLender,
  DocumentOfferTerms,
} from './document-data.ts';
import { readOfferTerms } from './read-offer-terms.ts';

export interface LoadDocumentDataOptions {
  now: Date;
  piiKey: Buffer | undefined;
  /** The selected offer, when the caller has it; otherwise read from the application row. */
  offer?: DocumentOfferTerms;
  adverseAction?: AdverseActionDetails;
}

type Address = { street1: string; street2?: string | null; city: string; state: string; zip: string };

export function formatAddress(address: Address): string {
  const street = [address.street1, address.street2].filter((part) => part?.trim()).join(', ');
  return `${street}, ${address.city}, ${address.state} ${address.zip}`;
}

function toLender(org: OrgConfig): DocumentLender {
  const info = org.companyInfo;
  return {
    name: info.companyName,
    shortName: info.companyNameShort,
    product: info.companyProduct,
    nmlsNumber: info.nmlsNumber,
    address: formatAddress(info.companyAddress),
    supportPhone: info.supportPhoneNumber.number,
    supportEmail: info.supportEmail,
  };
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function optionalNumber(value: unknown): number | undefined {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
}

function decryptName(application: ApplicationRow, piiKey: Buffer | undefined): string | undefined {
  const name = piiKey && readApplicantName(application, piiKey);
  if (!name) {
    return undefined;
  }
  const parts = [name.firstName, name.middleName, name.lastName, name.suffix].map(optionalString);
  return parts.filter(Boolean).join(' ') || undefined;
}

function toBorrower(
  application: ApplicationRow,
  profile: ProfileRow | undefined,
  piiKey: Buffer | undefined,
): DocumentBorrower {
  const profileName = [profile?.firstName, profile?.middleName, profile?.lastName, profile?.suffix]
    .map(optionalString)
    .filter(Boolean)
    .join(' ');
  const dob =
    application.applicantDobEncrypted && piiKey
      ? decryptPii(application.applicantDobEncrypted, piiKey)
      : undefined;
  const home =
    application.homeAddress ??
    profile?.addresses.find((address) => address.type === 'HOME') ??
    profile?.addresses[0];
  return {
    fullName: decryptName(application, piiKey) ?? (profileName || 'Borrower'),
    email: profile?.email,
    phone: profile?.phoneNumbers[0]?.number,
    dobMasked: dob ? maskDob(dob) : undefined,
    homeAddress: home ? formatAddress(home) : undefined,
  };
}

type BankAccount = NonNullable<ApplicationRow['disburseAccount']>;

function describeAccount(account: BankAccount | null): string | undefined {
  if (!account) {
    return undefined;
  }
  const kind = account.accountType === 'SAVINGS' ? 'Savings' : 'Checking';
  return `${kind} account ****${account.mask} (routing ${account.routingNumber})`;
}

function toDocumentApplication(application: ApplicationRow, piiKey: Buffer | undefined): DocumentApplication {
  return {
    uuid: application.uuid,
    loanNumber: application.loanNumber,
    submittedDate: application.createdDate.toISOString().slice(0, 10),
    propertyAddress: application.propertyAddress ? formatAddress(application.propertyAddress) : undefined,
    propertyState: application.propertyState ?? undefined,
    occupancyType: application.occupancyType ?? undefined,
    propertyListedForSale: application.propertyListedForSale ?? undefined,
    incomePrimary: optionalNumber(application.incomePrimary),
    incomeOther: optionalNumber(application.incomeOther),
    employmentType: application.employmentType ?? undefined,
    consents: application.consents,
    ownershipType: optionalString(application.ownershipType),
    trustName: optionalString(application.trustName),
    ssnMasked:
      application.ssnEncrypted && piiKey ? maskSsn(decryptPii(application.ssnEncrypted, piiKey)) : undefined,
    hmdaDisclosures: getHmdaDisclosures(application.hmdaAnswers),
    coDeeders: application.helocSigners
      .filter((signer) => signer.role === 'CO_DEEDER')
      .map((signer) => `${signer.firstName} ${signer.lastName}`),
    disbursementAccount: describeAccount(application.disburseAccount),
    autopayAccount: describeAccount(application.autopayAccount),
    estimatedHomeValue: optionalNumber(application.estimatedHomeValue),
    isCrypto: application.isCrypto,
    referrer: optionalString(application.referrerId) ?? optionalString(application.wholesaleBrokerNmls),
  };
}

/** The application's lender (the default brand when its org code is no longer in the registry). */
export function findApplicationOrg(application: Pick<ApplicationRow, 'organizationCode'>): OrgConfig {
  return findOrg(application.organizationCode) ?? getDefaultOrg();
}

export async function loadDocumentData(
  db: Db,
  application: ApplicationRow,
  options: LoadDocumentDataOptions,
): Promise<DocumentData> {
  const profile = await findProfileByIdentity(db, application.identityUuid);
  return {
    documentDate: options.now.toISOString().slice(0, 10),
    language: zLanguage.catch(DEFAULT_LANGUAGE).parse(profile?.language),
    lender: toLender(findApplicationOrg(application)),
    borrower: toBorrower(application, profile, options.piiKey),
    application: toDocumentApplication(application, options.piiKey),
    offer: options.offer ?? readOfferTerms(application),
    adverseAction: options.adverseAction,
  };
}
