import { z } from 'zod';
import { zOrgQuery } from './org-query.ts';

export const USER_TYPES = ['CUSTOMER', 'AGENT'] as const;
export const zUserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof zUserType>;

/** Where the client goes after logout (API-051) and after a broker log-in without a redirect. */
export const LOGOUT_REDIRECT = '/auth/login';
export const LOGIN_REDIRECT = '/dashboard';

/** RTE: a same-origin path only — a slash, then a lowercase letter (no `//host`, no scheme). */
export const zSafeRedirect = z.string().regex(/^\/[a-z][^\s\\]*$/, { message: 'Invalid redirect' });

/** GET /identity-broker/{customer|agent}/secure/api/v3/self/helocinfo (API-044). */
export const zSelfInfo = z.strictObject({
  identityUuid: z.uuid(),
  organizationCode: z.string(),
  userType: zUserType,
  email: z.string(),
  updatedAt: z.iso.datetime(),
  isManageable: z.boolean(),
  isBroker: z.boolean(),
  activeLegacyCustomerOrgs: z.array(z.string()),
  wallet: z.strictObject({
    accountAddress: z.string().nullable(),
    groupPolicyAddress: z.string().nullable(),
  }),
});
export type SelfInfo = z.infer<typeof zSelfInfo>;

/** POST /identity-broker/{customer|agent}/api/v3/login query (API-050). */
export const zBrokerLoginQuery = zOrgQuery.extend({
  telemetryTrackingId: z.string().max(200).optional(),
  redirectUrl: zSafeRedirect.optional(),
});

export const zRedirectResponse = z.strictObject({ redirect: z.string() });
export const zBrokerLoginResponse = zRedirectResponse.extend({ jwt: z.string() });
export type BrokerLoginResponse = z.infer<typeof zBrokerLoginResponse>;

/** `customer` is the borrower; `agent` shares the handlers but is for broker identities only. */
export const zAudienceParams = z.strictObject({ audience: z.enum(['customer', 'agent']) });
