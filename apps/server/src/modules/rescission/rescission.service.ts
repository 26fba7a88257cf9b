import { AppError } from '@hearth/domain/errors/app-error';
import {
  RESCISSION_NOT_STARTED_MESSAGE,
  type RescindResult,
  rescissionEndedMessage,
} from '@hearth/domain/journey/rescission';
import type { Db } from '../../db/client.ts';
import { assertApplicationStep, lockApplication } from '../../lifecycle/application-lock.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { now } from '../../lifecycle/clock.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { readRescissionPeriod } from './rescission-period.ts';

/** Reg Z 1026.15(a)(4): every owner on title may rescind — the borrower or a co-deeder who joined. */
function findOwnerRole(
  application: ApplicationRecord,
  identityUuid: string,
): 'BORROWER' | 'CO_DEEDER' | null {
  if (application.identityUuid === identityUuid) {
    return 'BORROWER';
  }
  const signer = application.helocSigners.some(
    (candidate) => candidate.role === 'CO_DEEDER' && candidate.identityUuid === identityUuid,
  );
  return signer ? 'CO_DEEDER' : null;
}

/**
 * 007 `POST P/rescind` (RESCISSION → RESCINDED): cancels the line while the right to cancel lasts
 * on the lifecycle clock (midnight after the third business day, decision in the rescission job);
 * after that 409 naming the deadline, and nothing changes. An application at RESCISSION whose
 * notice is not on its timeline (data moved there by hand) is a 409 too, never a server error.
 */
export async function rescind(
  db: Db,
  caller: { uuid: string; identityUuid: string },
): Promise<RescindResult> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, caller.uuid);
    const role = application ? findOwnerRole(application, caller.identityUuid) : null;
    if (!application || !role) {
      throw new AppError('NOT_FOUND');
    }
    assertApplicationStep(application, ['RESCISSION']);
    const period = await readRescissionPeriod(tx, caller.uuid);
    if (!period) {
      throw new AppError('CONFLICT', [RESCISSION_NOT_STARTED_MESSAGE]);
    }
    if ((await now(tx)) >= period.endsAt) {
      throw new AppError('CONFLICT', [rescissionEndedMessage(period.deadline)]);
    }
    const moved = await transitionApplication(tx, {
      uuid: caller.uuid,
      event: 'RESCINDED',
      actor: 'BORROWER',
      actorId: caller.identityUuid,
      detail: { rescindedBy: role, deadline: period.deadline },
    });
    return { serverStep: moved.to, deadline: period.deadline };
  });
}
