import { UTCDate } from '@date-fns/utc';
import { differenceInDays } from 'date-fns';
import type { ApplicationRow } from './application.repository.ts';

/** CON / REG-048: the wait between a completed HELOC and a new application. */
export const HELOC_WAIT_DAYS = 45;

export const ACTIVE_APPLICATION_MESSAGE = 'Active application already exists.';
export const RECENT_HELOC_MESSAGE =
  'It looks like you have received a HELOC from us within the last 45 days.';

export type StartBlockReason = 'ACTIVE_APPLICATION' | 'RECENT_HELOC';

export interface StartEligibility {
  canStartApplication: boolean;
  organizationsWithActiveApplication: string[];
  reason?: StartBlockReason;
}

type EligibilityRow = Pick<
  ApplicationRow,
  'active' | 'status' | 'serverStep' | 'organizationCode' | 'createdDate'
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
 * REG-047/048 (000 §5): one active application per borrower, and no new one while a completed
 * HELOC is less than 45 whole days old.
 */
export function decideStartEligibility(rows: readonly EligibilityRow[], now: Date): StartEligibility {
  const active = rows.filter(isActiveApplication);
  const organizationsWithActiveApplication = [...new Set(active.map((row) => row.organizationCode))].sort();
  if (active.length > 0) {
    return { canStartApplication: false, organizationsWithActiveApplication, reason: 'ACTIVE_APPLICATION' };
  }
  if (rows.some((row) => isCompletedApplication(row) && isWithinHelocWait(row.createdDate, now))) {
    return { canStartApplication: false, organizationsWithActiveApplication, reason: 'RECENT_HELOC' };
  }
  return { canStartApplication: true, organizationsWithActiveApplication };
}

export function describeStartBlock(reason: StartBlockReason): string {
  return reason === 'ACTIVE_APPLICATION' ? ACTIVE_APPLICATION_MESSAGE : RECENT_HELOC_MESSAGE;
}
