import { zStaffLoginResponse } from '@hearth/domain/ops/ops-dto';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { zLoginBody } from '@hearth/domain/validation/login-body';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { OPS_TAGS } from './ops-route-schemas.ts';
import { loginStaff } from './staff-login.service.ts';

/** POST /ops/api/v1/login: a staff token (`scope: 'staff'`), rate-limited like the borrower log-in. */
const staffLoginRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/ops/api/v1/login',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: OPS_TAGS,
        summary: 'Staff log-in: a staff token for the ops API (refused on borrower routes)',
        body: zLoginBody,
        response: { 200: zStaffLoginResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { token, staff } = await loginStaff({ db: app.db, tokens: app.tokens }, request.body);
      return { uuid: staff.uuid, jwt: token.jwt, email: staff.email, role: staff.role as StaffRole };
    },
  );
};

export default staffLoginRoutes;
