import { opsApi } from '@hearth/domain/api/ops-api';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { ACCOUNT_RATE_LIMITS, RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { appLoginLockout } from '../identity/login-lockout.ts';
import { OPS_TAGS } from './ops-route-schemas.ts';
import { loginStaff } from './staff-login.service.ts';

/** POST /ops/api/v1/login: a staff token (`scope: 'staff'`), rate-limited like the borrower log-in. */
const staffLoginRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, tokens: app.tokens, lockout: appLoginLockout(app, 'staff') };
  registerEndpoint(app, opsApi.login, {
    tags: OPS_TAGS,
    errors: [401],
    config: { rateLimit: RATE_LIMITS.login, accountRateLimit: ACCOUNT_RATE_LIMITS.staffLogin },
    summary: 'Staff log-in: a staff token for the ops API (refused on borrower routes)',
    handler: async (request) => {
      const { token, staff } = await loginStaff(deps, request.body);
      return { uuid: staff.uuid, jwt: token.jwt, email: staff.email, role: staff.role as StaffRole };
    },
  });
};

export default staffLoginRoutes;
