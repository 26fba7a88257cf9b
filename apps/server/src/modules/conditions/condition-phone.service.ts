import {
  type Condition,
  type ConditionPhoneBody,
  NOT_A_PHONE_CONDITION,
} from '@hearth/domain/conditions/condition-dto';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { touchIdentity, upsertAlias } from '../identity/identity.repository.ts';
import { withMobileNumber } from '../profile/phone-numbers.ts';
import { findProfileByIdentity, updatePhoneNumbers } from '../profile/profile.repository.ts';
import { toBorrowerCondition } from './condition.mapper.ts';
import { lockCondition, updateCondition } from './condition.repository.ts';
import { CONDITION_ALREADY_RESOLVED } from './conditions.service.ts';

/**
 * The phone-number page (CND-002): the borrower's number is saved exactly as the alias call saves
 * it (API-049: the Phone alias and the profile's mobile number), and their MISSING_PHONE_NUMBER
 * condition is answered (SUBMITTED) — one transaction. Someone else's is 404; another kind of
 * condition or a resolved one is 409 and nothing is saved.
 */
export async function answerPhoneCondition(
  db: Db,
  caller: { identityUuid: string; applicationUuid: string; conditionUuid: string },
  body: ConditionPhoneBody,
): Promise<Condition> {
  if (!(await findApplicationForOwner(db, caller.applicationUuid, caller.identityUuid))) {
    throw new AppError('NOT_FOUND');
  }
  return db.transaction(async (tx) => {
    const condition = await lockCondition(tx, caller.applicationUuid, caller.conditionUuid);
    if (!condition || condition.signerUuid !== null) {
      throw new AppError('NOT_FOUND');
    }
    if (condition.category !== 'MISSING_PHONE_NUMBER') {
      throw new AppError('CONFLICT', [NOT_A_PHONE_CONDITION]);
    }
    if (condition.status === 'RESOLVED') {
      throw new AppError('CONFLICT', [CONDITION_ALREADY_RESOLVED]);
    }
    await upsertAlias(tx, { identityUuid: caller.identityUuid, type: 'Phone', value: body.value });
    await touchIdentity(tx, caller.identityUuid);
    const profile = await findProfileByIdentity(tx, caller.identityUuid);
    if (profile) {
      await updatePhoneNumbers(tx, profile.uuid, withMobileNumber(profile.phoneNumbers, body.value));
    }
    await appendAudit(tx, {
      action: 'identity.alias-changed',
      actor: { type: 'identity', uuid: caller.identityUuid },
      entityUuid: caller.identityUuid,
      payload: { type: 'Phone', conditionUuid: condition.uuid },
    });
    const updated =
      condition.status === 'OPEN'
        ? await updateCondition(tx, condition.uuid, { status: 'SUBMITTED' })
        : condition;
    await appendAudit(tx, {
      action: 'borrower.condition-phone-number-given',
      actor: { type: 'identity', uuid: caller.identityUuid },
      entityUuid: condition.uuid,
      payload: { applicationUuid: caller.applicationUuid },
    });
    return toBorrowerCondition(updated);
  });
}
