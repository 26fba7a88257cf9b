import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import {
  advanceSandboxClock,
  readSandboxOffset,
  SANDBOX_CLOCK_IN_PRODUCTION,
} from '../../lifecycle/clock.ts';
import { appendAudit } from '../audit/audit.repository.ts';

export interface SandboxClockView {
  now: string;
  offsetMs: number;
}

function refuseInProduction(isProduction: boolean): void {
  if (isProduction) {
    throw new AppError('FORBIDDEN', [SANDBOX_CLOCK_IN_PRODUCTION]);
  }
}

export async function readOpsClock(db: Db, isProduction: boolean): Promise<SandboxClockView> {
  refuseInProduction(isProduction);
  const offsetMs = await readSandboxOffset(db);
  return { now: new Date(Date.now() + offsetMs).toISOString(), offsetMs };
}

/**
 * Forward only; the move and its audit row commit together. Then the waiting handlers (notary
 * waiting period, rescission…) run at once (`recheckWaiting`, the lifecycle's `recheckNow`), so a
 * period that has now ended moves on without waiting for the next periodic check.
 */
export async function advanceOpsClock(
  deps: { db: Db; recheckWaiting: () => Promise<void> },
  staffUuid: string,
  ms: number,
  isProduction: boolean,
): Promise<SandboxClockView> {
  refuseInProduction(isProduction);
  const view = await deps.db.transaction(async (tx) => {
    await advanceSandboxClock(tx, ms, { isProduction });
    const offsetMs = await readSandboxOffset(tx);
    await appendAudit(tx, {
      action: 'ops.sandbox-clock-advanced',
      actor: { type: 'staff', uuid: staffUuid },
      entityUuid: null,
      payload: { advancedMs: ms, offsetMs },
    });
    return { now: new Date(Date.now() + offsetMs).toISOString(), offsetMs };
  });
  await deps.recheckWaiting();
  return view;
}
