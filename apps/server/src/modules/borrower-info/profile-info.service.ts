import { AppError } from '@hearth/domain/errors/app-error';
import {
  maskSsn,
  normalizeSsn,
  type ProfileInfoBody,
  type ProfileInfoResult,
} from '@hearth/domain/journey/profile-info';
import type { Db } from '../../db/client.ts';
import { decryptPii, encryptPii } from '../../lib/pii.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import { now } from '../../lifecycle/clock.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { recordOwnershipAndSsn } from '../profile/profile.repository.ts';

export const SSN_MISMATCH_MESSAGE = 'This Social Security number does not match the one you gave us earlier';

export interface Owner {
  uuid: string;
  identityUuid: string;
}

/**
 * 007 `POST P/profile-info` (COLLECT_ADDITIONAL_INFO → PROFILE_INFO_ADDED, PRG-037): title
 * ownership (and the trust's name), the SSN encrypted under PII_KEY, and the HARD_CREDIT consent
 * the hard pull needs — stored with the move, in one transaction. Only the SSN's last four leave.
 */
export async function addProfileInfo(
  db: Db,
  piiKey: Buffer,
  owner: Owner,
  body: ProfileInfoBody,
): Promise<ProfileInfoResult> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['COLLECT_ADDITIONAL_INFO']);
    const ssn = normalizeSsn(body.ssn);
    // An SSN given at credit/social found the credit file: another one now is a mistake or worse.
    if (application.ssnEncrypted && decryptPii(application.ssnEncrypted, piiKey) !== ssn) {
      throw new AppError('VALIDATION', [SSN_MISMATCH_MESSAGE]);
    }
    const trustName = body.ownershipType === 'TRUST' ? (body.trustName ?? '').trim() : null;
    const consents = application.consents.includes('HARD_CREDIT')
      ? application.consents
      : [...application.consents, 'HARD_CREDIT'];
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: 'PROFILE_INFO_ADDED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: {
        ownershipType: body.ownershipType,
        consent: { type: 'HARD_CREDIT', givenAt: (await now(tx)).toISOString() },
      },
      applicationPatch: {
        ownershipType: body.ownershipType,
        trustName,
        ssnEncrypted: encryptPii(ssn, piiKey),
        consents,
      },
    });
    await recordOwnershipAndSsn(tx, owner.identityUuid, body.ownershipType);
    return {
      ownershipType: body.ownershipType,
      trustName,
      ssnMasked: maskSsn(ssn),
      hardCreditConsent: true,
      serverStep: moved.to,
    };
  });
}
