import { zStaffRole } from '@hearth/domain/ops/staff-role';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insertRevokedToken } from '../identity/revoked-token.repository.ts';
import { recordOpsAudit } from './ops-audit.ts';
import { OPS_ERROR_RESPONSES, OPS_TAGS, STAFF_SECURITY } from './ops-route-schemas.ts';

const zStaffMe = z.strictObject({ uuid: z.uuid(), email: z.string(), role: zStaffRole });

/** The staff session: who is signed in, and signing out (the token is revoked until it expires). */
const staffSessionRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const common = { tags: OPS_TAGS, security: STAFF_SECURITY };

  app.get(
    '/ops/api/v1/me',
    {
      schema: {
        ...common,
        summary: 'The signed-in staff user',
        response: { 200: zStaffMe, ...OPS_ERROR_RESPONSES },
      },
    },
    (request) => ({ uuid: request.staff.uuid, email: request.staff.email, role: request.staff.role }),
  );

  app.post(
    '/ops/api/v1/logout',
    {
      schema: {
        ...common,
        summary: 'Sign out: the staff token stops working at once',
        response: { 204: z.null(), ...OPS_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { staff } = request;
      await app.db.transaction(async (tx) => {
        await insertRevokedToken(tx, {
          jti: staff.jti,
          identityUuid: staff.uuid,
          expiresAt: staff.expiresAt,
        });
        await recordOpsAudit(tx, {
          actorUuid: staff.uuid,
          actorType: 'staff',
          action: 'staff.logged-out',
          entityType: 'staff_user',
          entityUuid: staff.uuid,
        });
      });
      app.revocations.markRevoked(staff.jti);
      return reply.code(204).send(null);
    },
  );
};

export default staffSessionRoutes;
