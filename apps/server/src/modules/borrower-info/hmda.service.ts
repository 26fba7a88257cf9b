import {
  HMDA_TEXT_FIELDS,
  type HmdaBody,
  type HmdaResult,
  type HmdaTextField,
  type StoredHmdaAnswers,
} from '@hearth/domain/journey/hmda';
import type { Db } from '../../db/client.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import { now } from '../../lifecycle/clock.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import type { Owner } from './profile-info.service.ts';

/** The answers as kept: the lists, the descriptions actually written, how and when they were taken. */
function toStoredAnswers(body: HmdaBody, submittedAt: Date): StoredHmdaAnswers {
  const descriptions = (Object.keys(HMDA_TEXT_FIELDS) as HmdaTextField[]).flatMap((field) => {
    const text = body[field]?.trim();
    return text ? [[field, text] as const] : [];
  });
  return {
    ethnicity: body.ethnicity,
    race: body.race,
    sex: body.sex,
    ...Object.fromEntries(descriptions),
    collectedBy: body.collectedBy,
    submittedAt: submittedAt.toISOString(),
  };
}

/** 007 `POST P/hmda` (HMDA → HMDA_SUBMITTED): the Reg C demographic answers, `hasHmda` set, with the move. */
export async function submitHmda(db: Db, owner: Owner, body: HmdaBody): Promise<HmdaResult> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['HMDA']);
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: 'HMDA_SUBMITTED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      applicationPatch: { hmdaAnswers: toStoredAnswers(body, await now(tx)), hasHmda: true },
    });
    return { hasHmda: true, serverStep: moved.to };
  });
}
