import type { StaffRole } from './staff-role.ts';

/**
 * What a staff member may do. Every ops route names one (its endpoint's `permission`), and some
 * actions check a finer one (an event's decision area, unmasked PII).
 */
export const STAFF_PERMISSIONS = [
  /** Their own session: who am I, sessions, log-out. */
  'session',
  /** Search and read applications (PII masked unless `applications.pii`). */
  'applications.read',
  /** See applicants' PII (e-mail, SSN last four) unmasked. */
  'applications.pii',
  /** Notes on an application and contacting the borrower. */
  'notes.write',
  'borrower.contact',
  /** Raise and resolve conditions, handle documents. */
  'conditions.manage',
  /** Send an event at all (each event then needs its decision area below). */
  'events.send',
  /** Vendor callbacks and closing coordination (title, recording, funding). */
  'decisions.closing',
  /** Credit, income, valuation and title decisions. */
  'decisions.underwriting',
  /** Every other decision: cancel, decline, payoff, fraud and merchant reviews. */
  'decisions.all',
  /** Reassign work and approve another's action (maker-checker). */
  'applications.reassign',
  'approvals.check',
  /** The sandbox clock (never in production). */
  'sandbox.clock',
  /** Invite, disable, re-enable staff, reset their second factor. */
  'staff.manage',
  /** Lender settings. */
  'lender.settings',
  /** Read and export the audit log (staff limited to some lenders see their applications' events). */
  'audit.read',
  /**
   * Export the HMDA loan/application register. Its own permission rather than `audit.read`: the
   * register carries the applicants' demographics, age and income, which is the lender's
   * compliance filing, not its record of who did what, and a lender may give one without the other.
   */
  'exports.hmda',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const EVERYONE: readonly StaffPermission[] = [
  'session',
  'applications.read',
  'notes.write',
  'borrower.contact',
];
const WORKS_FILES: readonly StaffPermission[] = [...EVERYONE, 'applications.pii', 'events.send'];

/** The one role → permission table (server checks, the console's menus). */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, ReadonlySet<StaffPermission>>> = {
  // The bootstrap ADMIN of a lender can do everything, so a lender with one user is never stuck.
  ADMIN: new Set(STAFF_PERMISSIONS),
  MANAGER: new Set([
    ...WORKS_FILES,
    'conditions.manage',
    'decisions.closing',
    'decisions.underwriting',
    'decisions.all',
    'applications.reassign',
    'approvals.check',
    'sandbox.clock',
    'audit.read',
    'exports.hmda',
  ]),
  UNDERWRITER: new Set([...WORKS_FILES, 'conditions.manage', 'decisions.underwriting']),
  PROCESSOR: new Set([...WORKS_FILES, 'conditions.manage', 'decisions.closing']),
  SUPPORT: new Set(EVERYONE),
};

export function hasPermission(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}

/**
 * The steps whose OPS decisions are underwriting's: credit, identity (the ID document and its fraud
 * alert), income, valuation and title reviews.
 */
const UNDERWRITING_STEPS = new Set([
  'FRAUD_REVIEW',
  'CREDIT_ERROR',
  'CREDIT_NO_MATCH_SSN',
  'CREDIT_MINOR',
  'FACTA_REVIEW',
  'DELINQUENCY_REVIEW',
  'UNDERWRITING_REVIEW',
  'INCOME_VERIFICATION',
  'LIEN_POSITION_REVIEW',
  'PREQUAL_TITLE',
  'NAV_BPO_REVIEW',
  'NAV_RESI_EVAL_REVIEW',
  'ONSITE_APPRAISAL_REVIEW',
  'FINAL_TITLE_REVIEW',
]);

/**
 * The permission an event needs: a vendor's callback is closing coordination, an OPS decision on an
 * underwriting step is underwriting's, any other OPS decision (cancel, decline, payoff, reviews) a
 * manager's.
 */
export function eventPermission(sender: 'PROVIDER' | 'OPS', fromStep: string): StaffPermission {
  if (sender === 'PROVIDER') {
    return 'decisions.closing';
  }
  return UNDERWRITING_STEPS.has(fromStep) ? 'decisions.underwriting' : 'decisions.all';
}
