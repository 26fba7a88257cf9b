import { z } from 'zod';
import { zAliasType } from '../enums/alias-type.ts';
import { zProfileType } from '../enums/profile-type.ts';
import { zPhoneNumber } from '../validation/phone.ts';
import { zOrgQuery } from './org-query.ts';

// Apart from this module, so a contract that needs only the query does not carry the phone rules.
export { zOrgOnlyQuery, zOrgQuery } from './org-query.ts';

/** POST /identity/api/v1/registration/register?organization=CODE (API-048). */
export const zRegisterQuery = zOrgQuery.extend({ organization: z.string().trim().min(1) });

/** The raw token; the client stores `Bearer <jwt>` (API-047/048). */
export const zJwtResponse = z.strictObject({ jwt: z.string() });

export const zLoginResponse = z.strictObject({ uuid: z.uuid(), jwt: z.string() });
export type LoginResponse = z.infer<typeof zLoginResponse>;

export const zAlias = z.strictObject({ type: zAliasType, value: z.string() });
export type Alias = z.infer<typeof zAlias>;

/** PUT /identity/secure/api/v1/identity/alias (API-049): saves the phone number. */
export const zAliasBody = z.strictObject({ type: zAliasType, value: zPhoneNumber });
export type AliasBody = z.infer<typeof zAliasBody>;

/** GET /identity/secure/api/v1/identity (API-045). */
export const zIdentity = z.strictObject({
  uuid: z.uuid(),
  email: z.string(),
  aliases: z.array(zAlias),
  organizationCode: z.string(),
  profileType: zProfileType,
  isBroker: z.boolean(),
  updatedDate: z.iso.datetime(),
  passwordExpired: z.boolean(),
  twoFactorEnabled: z.boolean(),
  totpVerified: z.boolean(),
});
export type Identity = z.infer<typeof zIdentity>;

export const zWalletContext = z.strictObject({
  accountAddress: z.string().nullable(),
  groupPolicyAddress: z.string().nullable(),
});

/** GET /identity/secure/api/v1_1/identity: the identity profile entity (API-012, API-046). */
export const zIdentityProfile = z.strictObject({
  uuid: z.uuid(),
  email: z.string(),
  profileType: zProfileType,
  organizationCode: z.string(),
  updatedAt: z.iso.datetime(),
  isManageable: z.boolean(),
  isBroker: z.boolean(),
  activeLegacyCustomerOrgs: z.array(z.string()),
  wallet: zWalletContext,
  twoFactorEnabled: z.boolean(),
  passwordExpired: z.boolean(),
  totpVerified: z.boolean(),
  aliases: z.array(zAlias),
});
export type IdentityProfile = z.infer<typeof zIdentityProfile>;
