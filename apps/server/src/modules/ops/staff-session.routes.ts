import { opsApi } from '@hearth/domain/api/ops-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { insertRevokedSession } from '../identity/revoked-session.repository.ts';
import { OPS_TAGS } from './ops-route-schemas.ts';

/** The staff session: who is signed in, and signing out (the token is revoked until it expires). */
const staffSessionRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, opsApi.me, {
    tags: OPS_TAGS,
    summary: 'The signed-in staff user',
    handler: (request) => ({
      uuid: request.staff.uuid,
      email: request.staff.email,
      role: request.staff.role,
    }),
  });

  registerEndpoint(app, opsApi.logout, {
    tags: OPS_TAGS,
    summary: 'Sign out: every token of the session stops working at once',
    handler: async (request) => {
      const { staff } = request;
      await app.db.transaction(async (tx) => {
        await insertRevokedSession(tx, {
          sessionId: staff.session.id,
          identityUuid: staff.uuid,
          expiresAt: staff.session.expiresAt,
        });
        await appendAudit(tx, {
          action: 'staff.logged-out',
          actor: { type: 'staff', uuid: staff.uuid },
          entityUuid: staff.uuid,
        });
      });
      app.revocations.markRevoked(staff.session.id);
      return undefined;
    },
  });
};

export default staffSessionRoutes;
