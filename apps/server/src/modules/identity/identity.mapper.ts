import { zAliasType } from '@hearth/domain/enums/alias-type';
import { zProfileType } from '@hearth/domain/enums/profile-type';
import type { SelfInfo, UserType } from '@hearth/domain/identity/broker-dto';
import type { Alias, Identity, IdentityProfile } from '@hearth/domain/identity/identity-dto';
import type { AliasRow, IdentityRow } from './identity.repository.ts';

/** Features Hearth does not have yet answer their "off" value (no 2FA, no wallet, no legacy orgs). */
const NO_WALLET = { accountAddress: null, groupPolicyAddress: null };

function toAliases(rows: AliasRow[]): Alias[] {
  return rows.flatMap((row) => {
    const type = zAliasType.safeParse(row.type);
    return type.success ? [{ type: type.data, value: row.value }] : [];
  });
}

function toProfileType(identity: IdentityRow) {
  return zProfileType.catch('BORROWER').parse(identity.profileType);
}

/** API-045. */
export function toIdentity(identity: IdentityRow, aliases: AliasRow[]): Identity {
  return {
    uuid: identity.uuid,
    email: identity.email,
    aliases: toAliases(aliases),
    organizationCode: identity.organizationCode,
    profileType: toProfileType(identity),
    isBroker: identity.isBroker,
    updatedDate: identity.updatedAt.toISOString(),
    passwordExpired: false,
    twoFactorEnabled: false,
    totpVerified: false,
  };
}

/** API-012 / API-046. */
export function toIdentityProfile(identity: IdentityRow, aliases: AliasRow[]): IdentityProfile {
  return {
    uuid: identity.uuid,
    email: identity.email,
    profileType: toProfileType(identity),
    organizationCode: identity.organizationCode,
    updatedAt: identity.updatedAt.toISOString(),
    isManageable: false,
    isBroker: identity.isBroker,
    activeLegacyCustomerOrgs: [],
    wallet: NO_WALLET,
    twoFactorEnabled: false,
    passwordExpired: false,
    totpVerified: false,
    aliases: toAliases(aliases),
  };
}

/** API-044. */
export function toSelfInfo(identity: IdentityRow, userType: UserType): SelfInfo {
  return {
    identityUuid: identity.uuid,
    organizationCode: identity.organizationCode,
    userType,
    email: identity.email,
    updatedAt: identity.updatedAt.toISOString(),
    isManageable: false,
    isBroker: identity.isBroker,
    activeLegacyCustomerOrgs: [],
    wallet: NO_WALLET,
  };
}
