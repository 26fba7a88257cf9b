import { AppError } from '@hearth/domain/errors/app-error';
import type { AliasBody } from '@hearth/domain/identity/identity-dto';
import { appendAudit } from '../audit/audit.repository.ts';
import { withMobileNumber } from '../profile/phone-numbers.ts';
import { findProfileByIdentity, updatePhoneNumbers } from '../profile/profile.repository.ts';
import {
  type AliasRow,
  findIdentityByUuid,
  type IdentityRow,
  listAliases,
  touchIdentity,
  upsertAlias,
} from './identity.repository.ts';
import type { IdentityDeps } from './identity-deps.ts';

export interface IdentityWithAliases {
  identity: IdentityRow;
  aliases: AliasRow[];
}

/** The caller's identity; a token for an identity that no longer exists is unauthenticated. */
export async function getIdentity(deps: IdentityDeps, identityUuid: string): Promise<IdentityWithAliases> {
  const [identity, aliases] = await Promise.all([
    findIdentityByUuid(deps.db, identityUuid),
    listAliases(deps.db, identityUuid),
  ]);
  if (!identity) {
    throw new AppError('UNAUTHENTICATED');
  }
  return { identity, aliases };
}

/**
 * API-049: saves the phone alias and, in the same transaction, the profile's mobile number (the
 * client reads the profile to decide whether the phone is missing — REG-037).
 */
export async function saveAlias(
  deps: IdentityDeps,
  identityUuid: string,
  alias: AliasBody,
): Promise<IdentityWithAliases> {
  await deps.db.transaction(async (tx) => {
    await upsertAlias(tx, { identityUuid, type: alias.type, value: alias.value });
    await touchIdentity(tx, identityUuid);
    const profile = await findProfileByIdentity(tx, identityUuid);
    if (profile && alias.type === 'Phone') {
      await updatePhoneNumbers(tx, profile.uuid, withMobileNumber(profile.phoneNumbers, alias.value));
    }
    await appendAudit(tx, {
      action: 'identity.alias-changed',
      actor: { type: 'identity', uuid: identityUuid },
      entityUuid: identityUuid,
      payload: { type: alias.type },
    });
  });
  return getIdentity(deps, identityUuid);
}
