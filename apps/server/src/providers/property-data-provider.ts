import type { PostalAddress } from './applicant-ref.ts';

export interface PropertyDetails {
  propertyId: string;
  address: PostalAddress;
  county: string;
  propertyType: 'SINGLE_FAMILY' | 'CONDO' | 'TOWNHOUSE';
  yearBuilt: number;
  livingAreaSqft: number;
  /** yyyy-MM-dd: when the owner of record bought or retitled the home (CON-008); null when unknown. */
  lastTransferDate: string | null;
}

export type PropertyLookupResult =
  | { outcome: 'FOUND'; property: PropertyDetails }
  | { outcome: 'NOT_FOUND' }
  | { outcome: 'MULTIPLE'; candidates: PropertyDetails[] };

/** A valuation the AVM alone cannot settle: a broker price opinion (Texas home equity). */
export type RequiredValuation = 'BPO' | null;

export type AvmResult =
  | {
      outcome: 'VALUED';
      value: number;
      /** 0–100, higher is surer. */
      confidenceScore: number;
      valuationDate: string;
      requiredValuation: RequiredValuation;
    }
  | { outcome: 'NO_AVM'; requiredValuation: RequiredValuation };

export interface PropertyLookupRequest {
  address: PostalAddress;
  /** The applicant's last name: owner-of-record matching (and the sandbox persona). */
  ownerLastName: string;
  /** A second look-up after the borrower corrected the address or picked one of several. */
  repeat: boolean;
}

/** Property records and automated valuation (AVM). */
export interface PropertyDataProvider {
  readonly name: string;
  findProperty(request: PropertyLookupRequest): Promise<PropertyLookupResult>;
  valueProperty(request: { property: PropertyDetails; ownerLastName: string }): Promise<AvmResult>;
}
