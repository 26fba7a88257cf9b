import { AppError } from '@hearth/domain/errors/app-error';
import type { NotarySlots } from '@hearth/domain/journey/notary';
import { isOfferedNotarySlot, listNotarySlots } from '@hearth/domain/journey/notary-slots';
import { getPropertyTimeZone } from '@hearth/domain/journey/property-time-zone';
import { PACIFIC_TIME_ZONE } from '@hearth/domain/org/org-config';
import type { Db } from '../../db/client.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { now } from '../../lifecycle/clock.ts';
import { readTimeline } from '../../lifecycle/timeline.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import { findNotaryWaitingEnd } from './notary.job.ts';

/** What slots are computed from: the property's zone, the lifecycle clock and the waiting period. */
export interface SlotContext {
  timeZone: string;
  now: Date;
  waitingEndsAt: Date | undefined;
}

/**
 * The notary waiting period of the property's state (Texas: 12 days after application, a day
 * after the final disclosure), counted from the move into NOTARY_WAITING_PERIOD — or from now when
 * the application has not reached it yet, so no slot is ever offered too early.
 */
export async function readSlotContext(db: Db, application: ApplicationRecord): Promise<SlotContext> {
  const at = await now(db);
  const timeline = await readTimeline(db, application.uuid);
  const disclosed = timeline.findLast((entry) => entry.to === 'NOTARY_WAITING_PERIOD');
  return {
    timeZone: getPropertyTimeZone(application.propertyState) ?? PACIFIC_TIME_ZONE,
    now: at,
    waitingEndsAt: findNotaryWaitingEnd({
      state: application.propertyState,
      appliedAt: application.createdDate,
      disclosureAt: disclosed ? new Date(disclosed.at) : at,
    }),
  };
}

/** 007 `GET P/notary/slots?from=`: a week of manual-notary slots in the borrower's zone. */
export async function listOwnNotarySlots(
  db: Db,
  owner: { uuid: string; identityUuid: string },
  from: string,
): Promise<NotarySlots> {
  const application = await findApplicationForOwner(db, owner.uuid, owner.identityUuid);
  if (!application) {
    throw new AppError('NOT_FOUND');
  }
  const context = await readSlotContext(db, application);
  return { timeZone: context.timeZone, slots: listNotarySlots({ ...context, from }) };
}

export function isSlotOffered(slotStart: string, context: SlotContext): boolean {
  return isOfferedNotarySlot(slotStart, context);
}
