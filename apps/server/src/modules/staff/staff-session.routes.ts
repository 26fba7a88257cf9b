import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { OPS_TAGS } from '../ops/ops-route-schemas.ts';
import { renewRecoveryCodes } from './staff-login.service.ts';
import { listLiveStaffSessions, revokeStaffSession } from './staff-session.repository.ts';

/** The staff session: who is signed in, their live sessions, ending one, and signing out. */
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
    summary: 'Sign out: every token of the session stops working at once, on every instance',
    handler: async (request) => {
      const { staff } = request;
      await app.db.transaction(async (tx) => {
        await revokeStaffSession(tx, {
          sessionId: staff.session.id,
          staffUuid: staff.uuid,
          now: app.attemptClock(),
        });
        await appendAudit(tx, {
          action: 'staff.logged-out',
          actor: { type: 'staff', uuid: staff.uuid },
          entityUuid: staff.uuid,
        });
      });
      return undefined;
    },
  });

  registerEndpoint(app, staffApi.sessions, {
    tags: OPS_TAGS,
    summary: "The signed-in staff user's live sessions (not ended, not idle), newest first",
    handler: async (request) => {
      const rows = await listLiveStaffSessions(app.db, request.staff.uuid, app.attemptClock());
      return rows.map((row) => ({
        id: row.sessionId,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        current: row.sessionId === request.staff.session.id,
      }));
    },
  });

  registerEndpoint(app, staffApi.newRecoveryCodes, {
    tags: OPS_TAGS,
    summary:
      'Ten new recovery codes, shown once; the old ones stop working. A current authenticator code confirms it (403 otherwise)',
    handler: (request) =>
      renewRecoveryCodes(
        { db: app.db, piiKey: app.config.piiKey, now: app.attemptClock },
        request.staff.uuid,
        request.body.code,
      ),
  });

  registerEndpoint(app, staffApi.revokeSession, {
    tags: OPS_TAGS,
    summary: 'End one of your own sessions at once (404 for a session that is not yours or already ended)',
    handler: async (request) => {
      const { staff } = request;
      await app.db.transaction(async (tx) => {
        const revoked = await revokeStaffSession(tx, {
          sessionId: request.params.id,
          staffUuid: staff.uuid,
          now: app.attemptClock(),
        });
        if (!revoked) {
          throw new AppError('NOT_FOUND');
        }
        await appendAudit(tx, {
          action: 'staff.session-revoked',
          actor: { type: 'staff', uuid: staff.uuid },
          entityUuid: staff.uuid,
          payload: { sessionId: request.params.id },
        });
      });
      return undefined;
    },
  });
};

export default staffSessionRoutes;
