import { AppError } from '@hearth/domain/errors/app-error';
import type { Language } from '@hearth/domain/profile/language';
import type { Profile } from '@hearth/domain/profile/profile-dto';
import type { Db } from '../../db/client.ts';
import { decryptPii, maskDob } from '../../lib/pii.ts';
import { toProfile } from './profile.mapper.ts';
import { findProfileByIdentity, type ProfileRow, updateLanguage } from './profile.repository.ts';

export interface ProfileDeps {
  db: Db;
  piiKey: Buffer;
}

/** The caller's own profile (API-010): there is no way to ask for anyone else's. */
export async function getOwnProfile(deps: ProfileDeps, identityUuid: string): Promise<Profile> {
  return toMaskedProfile(deps, await findOwnProfileRow(deps.db, identityUuid));
}

/** The caller's own profile now writes to them in `language`; answers the profile as GET does. */
export async function setOwnLanguage(
  deps: ProfileDeps,
  identityUuid: string,
  language: Language,
): Promise<Profile> {
  const row = await findOwnProfileRow(deps.db, identityUuid);
  return toMaskedProfile(deps, await updateLanguage(deps.db, row.uuid, language));
}

async function findOwnProfileRow(db: Db, identityUuid: string): Promise<ProfileRow> {
  const row = await findProfileByIdentity(db, identityUuid);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  return row;
}

function toMaskedProfile(deps: ProfileDeps, row: ProfileRow): Profile {
  const maskedDob = row.dobEncrypted ? maskDob(decryptPii(row.dobEncrypted, deps.piiKey)) : null;
  return toProfile(row, maskedDob);
}
