import type { SubmissionExtras } from '@hearth/domain/application/create-heloc-body';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import type { Db } from '../../db/client.ts';

export interface AddressInput {
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
}

/** What the create service needs from a validated `zCreateHelocBody` (see create-body-adapter.ts). */
export interface CreateHelocFields {
  name: { firstName: string; middleName: string | null; lastName: string; suffix: string | null };
  dob: string;
  propertyAddress: AddressInput;
  homeAddress: AddressInput;
  occupancyType: string;
  propertyListedForSale: boolean;
  incomePrimary: number;
  incomeOther: number;
  employmentType: string;
  consentTypes: string[];
  referrerId: string | undefined;
  referralId: string | undefined;
  offerCode: string | undefined;
  utmParameters: Record<string, string> | undefined;
  extras: SubmissionExtras;
}

export interface CreateHelocDeps {
  db: Db;
  piiKey: Buffer;
  /** Injectable for the collision test; defaults to the domain generator. */
  nextLoanNumber?: () => string;
}

export interface CreateHelocInput {
  identityUuid: string;
  org: OrgConfig;
  fields: CreateHelocFields;
  /** The hash of the request as sent (query state + body), for Idempotency-Key replays. */
  requestHash: string;
  idempotencyKey: string | undefined;
  now: Date;
}

export interface CreatedHeloc {
  uuid: string;
  loanNumber: string;
}
