import { UTCDate } from '@date-fns/utc';
import { differenceInDays } from 'date-fns';
import type { ApplicationRow } from './application.repository.ts';

/** CON / REG-048: the wait between a completed HELOC and a new application. */
export const HELOC_WAIT_DAYS = 45;

export const ACTIVE_APPLICATION_MESSAGE = 'Active application already exists.';
export const RECENT_HELOC_MESSAGE =
  'It looks like you have received a HELOC from us within the last 45 days.';
export const CONTACT_LOAN_OFFICER_MESSAGE = 'Action Required: Contact Your Loan Officer';

/**
 * OP-24 (decision 020): the one wholesale broker whose inquiry applications do not send the
 * borrower to a loan officer — the sandbox lead portal's wholesale broker, Summit Mortgage Brokers.
 */
export const INQUIRY_EXEMPT_BROKER_NMLS = '7654321';

export type StartBlockReason = 'ACTIVE_APPLICATION' | 'CONTACT_LOAN_OFFICER' | 'RECENT_HELOC';

export interface StartEligibility {
  canStartApplication: boolean;
  organizationsWithActiveApplication: string[];
  reason?: StartBlockReason;
}

type EligibilityRow = Pick<
  ApplicationRow,
  | 'active'
  | 'status'
  | 'serverStep'
  | 'organizationCode'
  | 'createdDate'
  | 'isInquiry'
  | 'wholesaleBrokerNmls'
>;

const CLOSED_STEPS = new Set(['CANCELLED', 'DECLINED']);

export function isCompletedApplication(row: EligibilityRow): boolean {
  return row.status.checklistStatus === 'COMPLETE' || row.serverStep === 'COMPLETE';
}

/** Active: not switched off, not funded, not cancelled or declined. */
export function isActiveApplication(row: EligibilityRow): boolean {
  return row.active && !isCompletedApplication(row) && !CLOSED_STEPS.has(row.serverStep);
}

/** Whole days since creation; day 45 still blocks, day 46 does not (decision: inclusive window). */
export function isWithinHelocWait(createdDate: Date, now: Date): boolean {
  return differenceInDays(new UTCDate(now), new UTCDate(createdDate)) <= HELOC_WAIT_DAYS;
}

/**
 * 000 §5, OP-24: an inquiry application is one a loan officer has to take further, so the borrower
 * is asked to contact them — unless it came through the exempt wholesale broker.
 */
export function requiresLoanOfficerContact(row: Pick<EligibilityRow, 'isInquiry' | 'wholesaleBrokerNmls'>) {
  return row.isInquiry && row.wholesaleBrokerNmls !== INQUIRY_EXEMPT_BROKER_NMLS;
}

/**
 * REG-047/048 (000 §5): one active application per borrower, and no new one while a completed
 * HELOC is less than 45 whole days old. An active inquiry application names the loan officer
 * instead (OP-24).
 */
export function decideStartEligibility(rows: readonly EligibilityRow[], now: Date): StartEligibility {
  const active = rows.filter(isActiveApplication);
  const organizationsWithActiveApplication = [...new Set(active.map((row) => row.organizationCode))].sort();
  if (active.length > 0) {
    const reason = active.some(requiresLoanOfficerContact) ? 'CONTACT_LOAN_OFFICER' : 'ACTIVE_APPLICATION';
    return { canStartApplication: false, organizationsWithActiveApplication, reason };
  }
  if (rows.some((row) => isCompletedApplication(row) && isWithinHelocWait(row.createdDate, now))) {
    return { canStartApplication: false, organizationsWithActiveApplication, reason: 'RECENT_HELOC' };
  }
  return { canStartApplication: true, organizationsWithActiveApplication };
}

const START_BLOCK_MESSAGES: Record<StartBlockReason, string> = {
  ACTIVE_APPLICATION: ACTIVE_APPLICATION_MESSAGE,
  CONTACT_LOAN_OFFICER: CONTACT_LOAN_OFFICER_MESSAGE,
  RECENT_HELOC: RECENT_HELOC_MESSAGE,
};

export function describeStartBlock(reason: StartBlockReason): string {
  return START_BLOCK_MESSAGES[reason];
}
