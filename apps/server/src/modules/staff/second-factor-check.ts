import type { Db } from '../../db/client.ts';
import { decryptPii } from '../../lib/pii.ts';
import { hashRecoveryCode, isTotpCode, matchTotpStep } from './second-factor.ts';
import { consumeRecoveryCode } from './second-factor-records.repository.ts';
import { claimTotpStep, type StaffRow } from './staff.repository.ts';

/**
 * Checks an authentication code against an enrolled staff user: a TOTP code of the current step
 * (±1) not used before, or one of their unused recovery codes (used up by this check).
 */
export async function checkAuthenticationCode(
  deps: { db: Db; piiKey: Buffer; now: () => Date },
  staff: Pick<StaffRow, 'uuid' | 'totpSecretEncrypted'>,
  code: string,
): Promise<'totp' | 'recovery-code' | 'refused'> {
  if (isTotpCode(code)) {
    if (!staff.totpSecretEncrypted) {
      return 'refused';
    }
    const step = matchTotpStep(decryptPii(staff.totpSecretEncrypted, deps.piiKey), code, deps.now());
    return step !== undefined && (await claimTotpStep(deps.db, staff.uuid, step)) ? 'totp' : 'refused';
  }
  return (await consumeRecoveryCode(deps.db, staff.uuid, hashRecoveryCode(code)))
    ? 'recovery-code'
    : 'refused';
}
