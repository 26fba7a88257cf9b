import { passkeyApi } from '@hearth/domain/api/passkey-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { ACCOUNT_RATE_LIMITS, RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { appLoginLockout } from '../identity/login-lockout.ts';
import { OPS_TAGS } from '../ops/ops-route-schemas.ts';
import type { StaffLoginDeps } from './staff-login.service.ts';
import {
  listStaffPasskeys,
  loginWithPasskey,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  registerStaffPasskey,
  removeStaffPasskey,
} from './staff-passkey.service.ts';
import { relyingPartyOf } from './staff-passkey-relying-party.ts';

/** The log-in's second step with a passkey (public, like the code's: the challenge is the proof so far). */
export const staffPasskeyLoginRoutes: FastifyPluginAsync = async (app) => {
  const deps: StaffLoginDeps = {
    db: app.db,
    tokens: app.tokens,
    lockout: appLoginLockout(app, 'staff'),
    piiKey: app.config.piiKey,
    now: app.attemptClock,
  };
  const secondStep = {
    tags: OPS_TAGS,
    errors: [401, 409],
    config: { rateLimit: RATE_LIMITS.login, accountRateLimit: ACCOUNT_RATE_LIMITS.staffSecondFactor },
  };

  registerEndpoint(app, passkeyApi.loginOptions, {
    ...secondStep,
    summary:
      'Staff log-in, second step with a passkey: options for navigator.credentials.get() (409 when the user has none)',
    handler: (request) => passkeyLoginOptions(deps, request.body.challenge, relyingPartyOf(request)),
  });

  registerEndpoint(app, passkeyApi.login, {
    ...secondStep,
    summary: "Staff log-in, second step: a passkey's assertion instead of a code gives a staff token",
    handler: (request) => loginWithPasskey(deps, request.body, relyingPartyOf(request)),
  });
};

/** The signed-in staff user's own passkeys (inside the ops API's staff scope). */
export const staffPasskeyRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, piiKey: app.config.piiKey, now: app.attemptClock };

  registerEndpoint(app, passkeyApi.list, {
    tags: OPS_TAGS,
    summary: 'My passkeys: name, transports, signature counter, when added and last used',
    handler: (request) => listStaffPasskeys(app.db, request.staff.uuid),
  });

  registerEndpoint(app, passkeyApi.registrationOptions, {
    tags: OPS_TAGS,
    summary: 'Options for navigator.credentials.create(): a new passkey for me (five minutes)',
    handler: (request) => passkeyRegistrationOptions(deps, request.staff, relyingPartyOf(request)),
  });

  registerEndpoint(app, passkeyApi.register, {
    tags: OPS_TAGS,
    errors: [400, 403, 409],
    summary: 'Add the passkey the browser created, confirmed by a current authentication code; audited',
    handler: (request) =>
      registerStaffPasskey(deps, request.staff.uuid, request.body, relyingPartyOf(request)),
  });

  registerEndpoint(app, passkeyApi.remove, {
    tags: OPS_TAGS,
    errors: [404],
    summary: 'Remove one of my passkeys (another user’s is a 404); audited',
    handler: async (request) => {
      await removeStaffPasskey(app.db, request.staff.uuid, request.params.uuid);
      return undefined;
    },
  });
};
