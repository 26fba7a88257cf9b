import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { ACCOUNT_RATE_LIMITS, RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { appLoginLockout } from '../identity/login-lockout.ts';
import { OPS_TAGS } from '../ops/ops-route-schemas.ts';
import { acceptStaffInvitation } from './staff-invitation.service.ts';
import {
  completeStaffSecondFactor,
  confirmStaffEnrolment,
  loginStaff,
  type StaffLoginDeps,
  startStaffEnrolment,
} from './staff-login.service.ts';

/**
 * The staff log-in, in two steps: e-mail and password give a challenge, then an authentication
 * code (or, the first time, enrolling an authenticator app) gives a staff token (`scope: 'staff'`).
 * Accepting an invitation sets the new staff user's password.
 */
const staffLoginRoutes: FastifyPluginAsync = async (app) => {
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

  registerEndpoint(app, opsApi.login, {
    tags: OPS_TAGS,
    errors: [401],
    config: { rateLimit: RATE_LIMITS.login, accountRateLimit: ACCOUNT_RATE_LIMITS.staffLogin },
    summary: 'Staff log-in, first step: e-mail and password give a challenge for the second factor',
    handler: (request) => loginStaff(deps, request.body),
  });

  registerEndpoint(app, staffApi.secondFactor, {
    ...secondStep,
    summary:
      'Staff log-in, second step: an authenticator code (each accepted once) or a recovery code gives a staff token',
    handler: (request) => completeStaffSecondFactor(deps, request.body),
  });

  registerEndpoint(app, staffApi.startEnrolment, {
    ...secondStep,
    summary: 'First log-in (or after a reset): a new authenticator secret as an otpauth URI and a QR code',
    handler: (request) => startStaffEnrolment(deps, request.body.challenge),
  });

  registerEndpoint(app, staffApi.confirmEnrolment, {
    ...secondStep,
    summary: "The new authenticator's first code: signed in, with ten recovery codes shown once",
    handler: (request) => confirmStaffEnrolment(deps, request.body),
  });

  registerEndpoint(app, staffApi.acceptInvitation, {
    tags: OPS_TAGS,
    errors: [404, 409],
    config: { rateLimit: RATE_LIMITS.login, accountRateLimit: ACCOUNT_RATE_LIMITS.invitation },
    summary:
      'Accept a staff invitation: set a password (12+ characters, not a common one); then log in and set up the authenticator',
    handler: (request) => acceptStaffInvitation({ db: app.db, now: app.attemptClock }, request.body),
  });
};

export default staffLoginRoutes;
