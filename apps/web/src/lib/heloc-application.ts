import { applicationApi, documentsApi } from '@hearth/domain/api/application-api';
import type { Signature } from '@hearth/domain/journey/document-signing';
import type { ProgressApplication } from '@hearth/domain/progress/progress-input';
import type { OriginatorDisplayInfo } from '@hearth/domain/registration/lead-portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { callEndpoint } from './call-endpoint.ts';
import { endpointQuery } from './query-keys.ts';

/** The application base path of the pages (000 §2). */
export function getApplicationPagePath(uuid: string, page = ''): string {
  return page ? `/account/heloc/${uuid}/${page}` : `/account/heloc/${uuid}`;
}

export type { SignedDocument } from '@hearth/domain/journey/documents';

/** 007 `GET P/documents` item (the documents module's summary). */
export interface JourneyDocument {
  uuid: string;
  type: string;
  filename?: string | null;
  createdDate?: string | null;
  signed?: boolean | null;
  signedDate?: string | null;
  /** Generated and not yet signed: the borrower still has to sign it. */
  signable?: boolean | null;
}

/** An account linked through the bank-link sandbox during income verification (numbers masked). */
export interface LinkedAccount {
  id: string;
  name: string;
  mask: string;
  type?: string | null;
  institutionName?: string | null;
}

/** An income source as 007 stores a bank or payroll link: the accounts the borrower shared. */
export interface LinkedIncomeSource {
  source?: string | null;
  institutionId?: string | null;
  accounts?: readonly { accountId: string; name: string; mask: string; type?: string | null }[] | null;
}

/** API-016 as the journey pages read it: every field optional, PII already masked by the server. */
/** A bank account as GET P masks it (007: the verification vendor's status kept with it). */
export interface JourneyBankAccount {
  uuid?: string | null;
  routingNumber?: string | null;
  mask?: string | null;
  accountNumber?: string | null;
  verificationStatus?: string | null;
}

export interface JourneyApplication
  extends Omit<ProgressApplication, 'documents' | 'incomeSources' | 'disburseAccount' | 'autopayAccount'> {
  uuid: string;
  disburseAccount?: JourneyBankAccount | null;
  autopayAccount?: JourneyBankAccount | null;
  incomeSources?: readonly (LinkedIncomeSource & { employmentType?: string | null })[] | null;
  /** The types of the documents on file (the documents call lists them in full). */
  documents?: readonly { type: string }[] | null;
  linkedAccounts?: readonly LinkedAccount[] | null;
  /** yyyy-MM-dd: the latest of consummation and the delivery of the rescission notice. */
  rescissionStartDate?: string | null;
  /** yyyy-MM-dd: the last day to cancel, as the server decides it. */
  rescissionDeadline?: string | null;
  /** The instant the server stops accepting a cancellation. */
  rescissionEndsAt?: string | null;
  /** The server's clock when it answered (the sandbox clock may run ahead of the device's). */
  serverNow?: string | null;
  /** The borrower's (property's) IANA time zone. */
  timeZone?: string | null;
  fundingStatus?: string | null;
  /** OFR-004: the chosen offer's APR with the AutoPay discount. */
  otherRate?: number | null;
  /** OFR-004: the chosen offer's origination fee, in percent of the initial draw. */
  originationFee?: number | null;
  /** OFR-008: the offer set's dollar cap on the origination fee. */
  ofeeMaxThreshold?: number | null;
  /** The step when the application was read (the status call is fresher). */
  serverStep?: string | null;
  /** CND-036: the loan officer or broker who referred the borrower, if anyone did. */
  originatorDisplayInfo?: OriginatorDisplayInfo | null;
}

export function getHelocApplicationQueryOptions(uuid: string) {
  return queryOptions(endpointQuery(applicationApi.get, { params: { uuid } }));
}

export function useHelocApplication(uuid: string) {
  return useQuery(getHelocApplicationQueryOptions(uuid));
}

/** The `:uuid` of the application route (the route's loader has checked its shape). */
export function useApplicationUuid(): string {
  const { uuid } = useParams();
  return uuid ?? '';
}

/** 007 `GET P/documents`: the application's documents with their signing state (one cache for every page). */
export function getDocumentsQueryOptions(uuid: string) {
  return queryOptions(endpointQuery(documentsApi.list, { params: { uuid } }));
}

/** 007 `GET P/documents/{documentUuid}`: the PDF bytes (owners only). */
export function fetchDocumentPdf(uuid: string, documentUuid: string, signal?: AbortSignal): Promise<Blob> {
  return callEndpoint(documentsApi.file, { params: { uuid, documentUuid } }, { signal });
}

/** A document's PDF for the viewer: its bytes do not change, so they are read once. */
export function getDocumentPdfQueryOptions(uuid: string, documentUuid: string) {
  return queryOptions({
    ...endpointQuery(documentsApi.file, { params: { uuid, documentUuid } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** 007 `POST P/documents/{documentUuid}/sign`, sent once the viewer reported the end (KIT-019). */
export function postSignDocument(uuid: string, documentUuid: string, signature: Signature) {
  return callEndpoint(documentsApi.sign, {
    params: { uuid, documentUuid },
    body: { signature, reachedEnd: true },
  });
}

/** API-018: a server step answer is reused for 250 ms, then asked again. */
export const SERVER_STEP_STALE_MS = 250;

/** 000 §7 / 007: the application's server step. */
export function getServerStepQueryOptions(uuid: string) {
  return queryOptions({
    ...endpointQuery(applicationApi.stepStatus, { params: { uuid } }),
    staleTime: SERVER_STEP_STALE_MS,
  });
}

export function useServerStep(uuid: string) {
  return useQuery(getServerStepQueryOptions(uuid));
}

/** The accounts linked during income verification: `linkedAccounts`, else those of `incomeSources`. */
export function getLinkedAccounts(application: JourneyApplication): LinkedAccount[] {
  if (application.linkedAccounts?.length) {
    return [...application.linkedAccounts];
  }
  return (application.incomeSources ?? []).flatMap((source) =>
    (source.accounts ?? []).map((account) => ({
      id: account.accountId,
      name: account.name,
      mask: account.mask,
      type: account.type ?? null,
      institutionName: null,
    })),
  );
}
