import type { StoredApplicationStatus } from '../db/schema/index.ts';

/**
 * The status flags (000 §3, API-017) an event sets, besides `checklistStatus`, which always follows
 * the step. The client reads them to pick a page (a score decline shows error/credit, a DTI decline
 * error/income; the step-graph comments), so they are set by the move itself, not by each caller.
 */
const EVENT_FLAGS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  CREDIT_SCORE_DECLINED: { creditScoreDecline: true },
  DTI_DECLINED: { dtiDecline: true },
  FREEZE_PIN_SUBMITTED: { creditFrozenWithPin: true },
  PROPERTY_NOT_FOUND: { datatreeNoMatch: true },
  PROPERTY_ADDRESS_CORRECTED: { datatreeNoMatch: false },
  PROPERTY_VALUED: { propertyComplete: true },
  HOME_VALUE_ESTIMATED: { propertyComplete: true },
  LIENS_CONFIRMED: { liensComplete: true },
  LIENS_ATTESTED: { liensComplete: true, inquiryAttestNeeded: false, inquiryAttestComplete: true },
  NEW_INQUIRIES_FOUND: { inquiryAttestNeeded: true, inquiryAttestComplete: false },
  BPO_ORDERED: { bpo: 'BPO_PROCESSING' },
  BPO_COMPLETED: { bpo: 'BPO_COMPLETE' },
  EMPLOYMENT_VERIFICATION_NEEDED: { employmentVerificationNeeded: true },
  EMPLOYMENT_VERIFIED: { employmentVerificationNeeded: false },
  FLOOD_CERT_PENDING: { waitingOnFloodCert: true },
  FLOOD_CERT_RECEIVED: { waitingOnFloodCert: false },
  MANUAL_NOTARY_REQUESTED: { manualNotary: true },
  NOTARY_COMPLETED: { manualDeedSigningComplete: true },
};

/** The status after a move: the old flags, the event's flags, the caller's patch, and the step as checklistStatus. */
export function statusAfterMove(
  status: StoredApplicationStatus,
  event: string,
  to: string,
  patch: Record<string, unknown> = {},
): StoredApplicationStatus {
  return { ...status, ...EVENT_FLAGS[event], ...patch, checklistStatus: to };
}

/** A decline or a cancellation ends the application: it no longer counts as active (REG-047). */
export function isActiveAfterMove(active: boolean, to: string): boolean {
  return active && to !== 'DECLINED' && to !== 'CANCELLED';
}
