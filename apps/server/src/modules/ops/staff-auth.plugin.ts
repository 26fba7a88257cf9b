import { AppError } from '@hearth/domain/errors/app-error';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readBearerToken } from '../../plugins/auth.ts';
import type { TokenSession } from '../identity/token.service.ts';
import { findStaffByUuid } from './staff.repository.ts';

export interface AuthenticatedStaff {
  uuid: string;
  email: string;
  role: StaffRole;
  jti: string;
  expiresAt: Date;
  session: TokenSession;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of every ops route: a valid staff token (401), not a borrower's (403), of an
     * active staff user. Like the borrower's, a token with under 15 minutes left is renewed in the
     * response's `authorization` header.
     */
    authenticateStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticateStaff`. */
    staff: AuthenticatedStaff;
  }
}

export const BORROWER_TOKEN_REFUSED = 'Staff only';

export default fp(
  async (app) => {
    app.decorateRequest('staff', null as unknown as AuthenticatedStaff);
    app.decorate('authenticateStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      const claims = await app.tokens.verifyToken(readBearerToken(request));
      if (await app.revocations.isRevoked(app.db, claims.session.id)) {
        throw new AppError('UNAUTHENTICATED');
      }
      if (claims.scope !== 'staff') {
        throw new AppError('FORBIDDEN', [BORROWER_TOKEN_REFUSED]);
      }
      const staff = await findStaffByUuid(app.db, claims.identityUuid);
      if (!staff?.active) {
        throw new AppError('UNAUTHENTICATED');
      }
      request.staff = {
        uuid: staff.uuid,
        email: staff.email,
        role: staff.role as StaffRole,
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
  },
  { name: 'hearth-staff-auth', dependencies: ['hearth-auth'] },
);
