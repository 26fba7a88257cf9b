import type { ProgressApplication, ProgressProfile } from './progress-input.ts';

/** Identity document types (ENM-015) that count as "an identity document" (PRG-041/042). */
export const IDENTITY_DOCUMENT_TYPES = [
  'DRIVERS_LICENSE_FRONT',
  'DRIVERS_LICENSE_BACK',
  'PASSPORT_FRONT',
  'ID_CARD_FRONT',
  'ID_CARD_BACK',
  'PERMANENT_RESIDENT_FRONT',
  'PERMANENT_RESIDENT_BACK',
] as const;

/** PRG-045: checklist values that, with insurance done, finish the journey. */
export const FINISH_CHECKLIST_STATUSES = ['GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'FUNDABLE'] as const;

/** PRG-046: bank verification statuses that pass (absent also passes). */
export const PASSING_BANK_STATUSES = ['VERIFIED', 'PENDING_REVIEW'] as const;

const includes = (list: readonly string[], value: string | null | undefined): boolean =>
  value != null && list.includes(value);

export function hasConsent(app: ProgressApplication, type: string): boolean {
  return (app.consents ?? []).some((consent) => consent.type === type);
}

export function hasProperty(app: ProgressApplication): boolean {
  return Boolean(app.selectedPropertyUuid) || Boolean(app.property?.state);
}

export function hasName(profile: ProgressProfile | null | undefined): boolean {
  return Boolean(profile?.name?.firstName?.trim()) && Boolean(profile?.name?.lastName?.trim());
}

/** PRG-033: soft credit consent together with dob, name and property. */
export function isLienInfoAvailable(app: ProgressApplication, profile?: ProgressProfile | null): boolean {
  return hasConsent(app, 'SOFT_CREDIT') && Boolean(profile?.dob) && hasName(profile) && hasProperty(app);
}

/**
 * PRG-034: liens complete, or an underwriting decision with the inquiry-attestation rule met: when
 * an attestation is needed it must be complete.
 */
export function isUnderwritten(app: ProgressApplication): boolean {
  const status = app.status;
  if (status?.liensComplete === true) {
    return true;
  }
  const attested = status?.inquiryAttestNeeded !== true || status.inquiryAttestComplete === true;
  return Boolean(status?.uwDecision) && attested;
}

/** PRG-035 */
export function needsAssetDepletion(app: ProgressApplication): boolean {
  return app.status?.uwSubDecision === 'UNVERIFIED_DTI_LIMITED' && app.assetDepletion?.complete !== true;
}

/** PRG-036 */
export function isProductSelected(app: ProgressApplication): boolean {
  return (app.term ?? 0) > 0 && (app.amount ?? 0) > 0;
}

/** PRG-047: hard-credit consent, or completed asset depletion with a decision — not FINAL + matched. */
export function isHardCreditDone(app: ProgressApplication): boolean {
  if (hasConsent(app, 'HARD_CREDIT')) {
    return true;
  }
  const decision = app.status?.uwDecision;
  const finalMatched = decision === 'FINAL' && app.status?.uwSubDecision === 'VERIFIED_INCOME_MATCHED_OFFER';
  return app.assetDepletion?.complete === true && Boolean(decision) && !finalMatched;
}

/** PRG-037: ownership (on a profile address), SSN and hard credit. */
export function isProfileInfoAdded(app: ProgressApplication, profile?: ProgressProfile | null): boolean {
  const ownership = (profile?.addresses ?? []).some((address) => Boolean(address.ownership));
  return ownership && profile?.hasSsn === true && isHardCreditDone(app);
}

/** PRG-039 */
export function isIncomeVerified(app: ProgressApplication): boolean {
  return includes(['VERIFIED_INCOME_MATCHED_OFFER', 'FINAL_OFFER'], app.status?.uwSubDecision);
}

/** PRG-040: a pending manual paystub upload, for a borrower with no self-employed income. */
export function isPartialIncome(app: ProgressApplication): boolean {
  const pending = app.status?.manualPaystubUpload === true && app.status.manualPaystubTasksComplete !== true;
  const selfEmployed = (app.incomeSources ?? []).some((source) => source.employmentType === 'SELF_EMPLOYED');
  return pending && !selfEmployed;
}

/** PRG-046 */
export function isBankVerificationPassing(status: string | null | undefined): boolean {
  return status == null || includes(PASSING_BANK_STATUSES, status);
}

/** PRG-014 with PRG-046: a disbursement account on file whose verification passes. */
export function isDisbursementAccountSet(app: ProgressApplication): boolean {
  return Boolean(app.disburseAccount?.uuid) && isBankVerificationPassing(app.status?.giactAccountStatus);
}

export function hasIdentityDocument(app: ProgressApplication): boolean {
  return (app.documents ?? []).some((doc) => includes(IDENTITY_DOCUMENT_TYPES, doc.type));
}

/** PRG-041: Texas, BPO required or unknown, an identity document and bank info. */
export function isBpoEscalation(app: ProgressApplication): boolean {
  const bpoOpen = includes(['BPO_REQUIRED', 'UNKNOWN_BPO_STATUS'], app.status?.bpo);
  return (
    app.property?.state === 'TX' && bpoOpen && hasIdentityDocument(app) && Boolean(app.disburseAccount?.uuid)
  );
}

/** PRG-045 */
export function isFinished(app: ProgressApplication): boolean {
  return includes(FINISH_CHECKLIST_STATUSES, app.status?.checklistStatus) && app.insurance?.complete === true;
}
