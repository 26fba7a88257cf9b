import { AppError } from '@hearth/domain/errors/app-error';
import type { Profile } from '@hearth/domain/profile/profile-dto';
import type { Db } from '../../db/client.ts';
import { decryptPii, maskDob } from '../../lib/pii.ts';
import { toProfile } from './profile.mapper.ts';
import { findProfileByIdentity } from './profile.repository.ts';

export interface ProfileDeps {
  db: Db;
  piiKey: Buffer;
}

/** The caller's own profile (API-010): there is no way to ask for anyone else's. */
export async function getOwnProfile(deps: ProfileDeps, identityUuid: string): Promise<Profile> {
  const row = await findProfileByIdentity(deps.db, identityUuid);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  const maskedDob = row.dobEncrypted ? maskDob(decryptPii(row.dobEncrypted, deps.piiKey)) : null;
  return toProfile(row, maskedDob);
}
