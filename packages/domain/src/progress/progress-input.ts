/**
 * What the progress model reads (000 §3), every field optional: the server's application and profile
 * DTOs are mapped onto these shapes by their owners. Nullable where the API sends null.
 */

/** The disclosure-list flags of 000 §3: summary, closing and notary — each ready and complete. */
export interface DisclosureFlags {
  summaryReady?: boolean | null;
  summaryComplete?: boolean | null;
  closingReady?: boolean | null;
  closingComplete?: boolean | null;
  notaryReady?: boolean | null;
  notaryComplete?: boolean | null;
}

export interface ProgressStatus {
  checklistStatus?: string | null;
  uwDecision?: string | null;
  uwSubDecision?: string | null;
  liensComplete?: boolean | null;
  inquiryAttestNeeded?: boolean | null;
  inquiryAttestComplete?: boolean | null;
  disclosures?: DisclosureFlags | null;
  manualPaystubUpload?: boolean | null;
  manualPaystubTasksComplete?: boolean | null;
  giactAccountStatus?: string | null;
  bpo?: string | null;
  title?: string | null;
  propertyComplete?: boolean | null;
  datatreeNoMatch?: boolean | null;
  creditFrozenWithPin?: boolean | null;
  dtiDecline?: boolean | null;
  creditScoreDecline?: boolean | null;
  employmentVerificationNeeded?: boolean | null;
  waitingOnFloodCert?: boolean | null;
  primaryParticipantAcceptComplete?: boolean | null;
  manualDeedSigningComplete?: boolean | null;
  condition?: string | null;
  manualNotary?: boolean | null;
}

export interface ProgressBankAccount {
  uuid?: string | null;
  routingNumber?: string | null;
  mask?: string | null;
  accountNumber?: string | null;
}

export interface ProgressApplication {
  uuid?: string;
  loanNumber?: string;
  status?: ProgressStatus | null;
  selectedPropertyUuid?: string | null;
  consents?: readonly { type: string }[] | null;
  documents?: readonly { type: string }[] | null;
  incomeSources?: readonly { employmentType?: string | null }[] | null;
  disburseAccount?: ProgressBankAccount | null;
  autopayAccount?: ProgressBankAccount | null;
  payType?: string | null;
  term?: number | null;
  amount?: number | null;
  rate?: number | null;
  uwCalculatedDrawAmount?: number | null;
  adjustedHomeAmount?: number | null;
  property?: { state?: string | null } | null;
  hasHmda?: boolean | null;
  coDeedStatus?: string | null;
  insurance?: { complete?: boolean | null } | null;
  assetDepletion?: { complete?: boolean | null } | null;
  isCrypto?: boolean | null;
  isInquiry?: boolean | null;
  activeForAppStart?: boolean | null;
  active?: boolean | null;
  referrer?: { referrerUuid?: string | null; wholesaleBrokerNmls?: string | null } | null;
  requestedManualNotaryTime?: string | null;
  additionalSignerVersion?: string | null;
  helocSigners?: readonly { identityUuid?: string | null }[] | null;
  auditFields?: { createdDate?: string | null } | null;
}

export interface ProgressProfile {
  uuid?: string;
  type?: string | null;
  name?: { firstName?: string | null; lastName?: string | null } | null;
  dob?: string | null;
  addresses?: readonly { type?: string | null; ownership?: string | null }[] | null;
  hasSsn?: boolean | null;
}

export interface ProgressInput {
  application: ProgressApplication;
  profile?: ProgressProfile | null;
}
