import { AppError } from '@hearth/domain/errors/app-error';
import { hasPermission } from '@hearth/domain/ops/staff-permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { maskSsn } from '../../lib/pii.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import { findApplicationOrg } from './application-search.repository.ts';

/** Whether the staff user works for the lender: an empty list means every lender. */
export function worksForLender(staff: Pick<AuthenticatedStaff, 'orgCodes'>, orgCode: string): boolean {
  return staff.orgCodes.length === 0 || staff.orgCodes.includes(orgCode);
}

/** An application of a lender the staff user does not work for is a 404, like an unknown uuid. */
export async function assertApplicationAccess(
  db: Db,
  staff: Pick<AuthenticatedStaff, 'orgCodes'>,
  uuid: string,
): Promise<void> {
  const orgCode = await findApplicationOrg(db, uuid);
  if (orgCode === undefined || !worksForLender(staff, orgCode)) {
    throw new AppError('NOT_FOUND');
  }
}

/** preHandler of every ops route on one application (`:uuid`): the lender check above. */
export function requireApplicationAccess(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const { uuid } = request.params as { uuid: string };
    await assertApplicationAccess(app.db, request.staff, uuid);
  };
}

/** preHandler of every ops route on one lender (`:orgCode`): another lender's is a 404. */
export function requireLenderAccess() {
  return async (request: FastifyRequest) => {
    const { orgCode } = request.params as { orgCode: string };
    if (!worksForLender(request.staff, orgCode)) {
      throw new AppError('NOT_FOUND');
    }
  };
}

const MASK_ALL_SSN = '***-**-****';

/** PII as the staff user may see it: SUPPORT gets the e-mail and SSN masked. */
export function piiView(staff: Pick<AuthenticatedStaff, 'role'>) {
  const unmasked = hasPermission(staff.role, 'applications.pii');
  return {
    email: (email: string) => (unmasked ? email : maskEmail(email)),
    ssn: (ssn: string | null) => (ssn === null ? null : unmasked ? maskSsn(ssn) : MASK_ALL_SSN),
  };
}

/** 'jane.doe@example.com' → 'j***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}
