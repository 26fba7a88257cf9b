import { AppError } from '@hearth/domain/errors/app-error';
import { hasPermission, type StaffPermission } from '@hearth/domain/ops/staff-permissions';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readBearerToken } from '../../plugins/auth.ts';
import type { TokenSession } from '../identity/token.service.ts';
import { findStaffByUuid } from './staff.repository.ts';
import { touchStaffSession } from './staff-session.repository.ts';

export interface AuthenticatedStaff {
  uuid: string;
  email: string;
  role: StaffRole;
  /** The lenders (org codes) they work for; empty = every lender. */
  orgCodes: readonly string[];
  jti: string;
  expiresAt: Date;
  session: TokenSession;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of every ops route: a valid staff token (401), not a borrower's (403), of an
     * active staff user whose session is live — not logged out or revoked, used within the last 15
     * minutes, under 12 hours old — on every instance (the session's row). Like the borrower's, a
     * token with under 15 minutes left is renewed in the response's `authorization` header.
     */
    authenticateStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * A route's onRequest hook after `authenticateStaff`: 403 unless the staff user's role holds
     * `permission` (the domain's role → permission table). Every staff endpoint declares one.
     */
    requirePermission: (permission: StaffPermission) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticateStaff`. */
    staff: AuthenticatedStaff;
  }
}

export const BORROWER_TOKEN_REFUSED = 'Staff only';
export const PERMISSION_REFUSED = 'Your role does not allow this';

export default fp(
  async (app) => {
    app.decorateRequest('staff', null as unknown as AuthenticatedStaff);
    app.decorate('authenticateStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      const claims = await app.tokens.verifyToken(readBearerToken(request));
      if (claims.scope !== 'staff') {
        throw new AppError('FORBIDDEN', [BORROWER_TOKEN_REFUSED]);
      }
      const staff = await findStaffByUuid(app.db, claims.identityUuid);
      if (!staff?.active) {
        throw new AppError('UNAUTHENTICATED');
      }
      const live = await touchStaffSession(app.db, {
        sessionId: claims.session.id,
        staffUuid: staff.uuid,
        now: app.attemptClock(),
      });
      if (!live) {
        throw new AppError('UNAUTHENTICATED');
      }
      request.staff = {
        uuid: staff.uuid,
        email: staff.email,
        role: staff.role as StaffRole,
        orgCodes: staff.orgCodes,
        jti: claims.jti,
        expiresAt: claims.expiresAt,
        session: claims.session,
      };
      if (app.tokens.shouldRefresh(claims)) {
        const fresh = await app.tokens.issueToken({
          identityUuid: staff.uuid,
          orgCode: claims.orgCode,
          scope: 'staff',
          session: claims.session,
        });
        reply.header('authorization', `Bearer ${fresh.jwt}`);
      }
    });
    app.decorate('requirePermission', (permission: StaffPermission) => async (request: FastifyRequest) => {
      if (!request.staff || !hasPermission(request.staff.role, permission)) {
        throw new AppError('FORBIDDEN', [PERMISSION_REFUSED]);
      }
    });
  },
  { name: 'hearth-staff-auth', dependencies: ['hearth-auth'] },
);
