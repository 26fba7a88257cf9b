import type { JsonObject } from '../db/stored-json.ts';
import type { PostalAddress } from './applicant-ref.ts';

/**
 * The closing vendors answer later through a callback (PROVIDER events of the step graph). A
 * request returns the vendor's reference; the answer arrives through the `ProviderCallbackSink`.
 */
export interface ProviderCallback {
  applicationUuid: string;
  /** A PROVIDER event of the step graph (TITLE_CLEARED, NOTARY_COMPLETED, RECORDED, FUNDED…). */
  event: string;
  detail?: JsonObject;
  /** How long after now the vendor answers. */
  delayMs: number;
}

/** Where a sandbox vendor posts its answer (the lifecycle enqueues it as a provider event). */
export type ProviderCallbackSink = (callback: ProviderCallback) => Promise<void>;

export interface VendorOrder {
  vendorReference: string;
}

/** Valuations the AVM cannot give: a broker price opinion, a residential evaluation. */
export interface ValuationProvider {
  readonly name: string;
  orderBpo(request: { applicationUuid: string; address: PostalAddress }): Promise<VendorOrder>;
  orderResidentialEvaluation(request: {
    applicationUuid: string;
    address: PostalAddress;
  }): Promise<VendorOrder>;
  /** An appraiser visits the home (after the borrower paid the fee): scheduled, then completed. */
  orderOnsiteAppraisal(request: { applicationUuid: string; address: PostalAddress }): Promise<VendorOrder>;
}

export interface ENotaryProvider {
  readonly name: string;
  startSession(request: {
    applicationUuid: string;
    signerName: string;
    state: string;
  }): Promise<VendorOrder & { joinUrl: string }>;
}

export interface TitleProvider {
  readonly name: string;
  orderFinalTitle(request: {
    applicationUuid: string;
    address: PostalAddress;
    ownerLastName: string;
  }): Promise<VendorOrder>;
}

export interface RecordingProvider {
  readonly name: string;
  submitForRecording(request: {
    applicationUuid: string;
    address: PostalAddress;
    documentUuids: readonly string[];
  }): Promise<VendorOrder>;
}

export interface FundingProvider {
  readonly name: string;
  requestFunding(request: {
    applicationUuid: string;
    amount: number;
    /** Last four digits of the disbursement account, for the wire memo. */
    accountMask: string | null;
  }): Promise<VendorOrder>;
}
