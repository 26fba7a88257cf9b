import { AppError } from '@hearth/domain/errors/app-error';
import { allowedEvents } from '@hearth/domain/lifecycle/transition';
import { isOpsSendable } from '@hearth/domain/ops/event-sender';
import type { OpsApplicationQuery } from '@hearth/domain/ops/ops-bodies';
import type { OpsApplicationDetail, OpsApplicationPage } from '@hearth/domain/ops/ops-dto';
import { eventPermission, hasPermission } from '@hearth/domain/ops/staff-permissions';
import type { Db } from '../../db/client.ts';
import { decryptPii } from '../../lib/pii.ts';
import { readTimeline } from '../../lifecycle/timeline.ts';
import { toHelocApplication } from '../application/application.mapper.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { listOpsConditions } from '../conditions/conditions.service.ts';
import { findProfileByIdentity } from '../profile/profile.repository.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import { piiView, worksForLender } from './application-access.ts';
import { findApplicationWithApplicant, searchApplications } from './application-search.repository.ts';
import { toOpsFileSummary } from './file-summary.ts';
import { toOpsApplicationSummary } from './ops-application.mapper.ts';

/** The pipeline of the lenders the staff user works for. */
export async function listOpsApplications(
  db: Db,
  staff: Pick<AuthenticatedStaff, 'orgCodes' | 'role'>,
  query: OpsApplicationQuery,
): Promise<OpsApplicationPage> {
  const { rows, total } = await searchApplications(db, query, staff.orgCodes);
  const pii = piiView(staff);
  return {
    items: rows.map((row) => {
      const summary = toOpsApplicationSummary(row);
      return { ...summary, email: pii.email(summary.email) };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/** The application as staff see it; reading it is audited (who looked at whose file). */
export async function getOpsApplication(
  deps: { db: Db; piiKey: Buffer },
  staff: AuthenticatedStaff,
  uuid: string,
): Promise<OpsApplicationDetail> {
  const found = await findApplicationWithApplicant(deps.db, uuid);
  if (!found || !worksForLender(staff, found.application.organizationCode)) {
    throw new AppError('NOT_FOUND');
  }
  await appendAudit(deps.db, {
    action: 'ops.application-viewed',
    actor: { type: 'staff', uuid: staff.uuid },
    entityUuid: uuid,
  });
  return buildOpsApplicationDetail(deps, staff, found);
}

/** The detail of an application the caller has already found and checked (not audited here). */
export async function buildOpsApplicationDetail(
  deps: { db: Db; piiKey: Buffer },
  staff: Pick<AuthenticatedStaff, 'role'>,
  found: { application: ApplicationRow; email: string },
): Promise<OpsApplicationDetail> {
  const pii = piiView(staff);
  const { application, email } = found;
  const uuid = application.uuid;
  const profile = await findProfileByIdentity(deps.db, application.identityUuid);
  const ssnMasked = pii.ssn(
    application.ssnEncrypted ? decryptPii(application.ssnEncrypted, deps.piiKey) : null,
  );
  return {
    application: toHelocApplication(application, { ssnMasked }),
    organizationCode: application.organizationCode,
    serverStep: application.serverStep,
    applicant: {
      email: pii.email(email),
      firstName: profile?.firstName ?? null,
      lastName: profile?.lastName ?? null,
      ssnMasked,
    },
    timeline: await readTimeline(deps.db, uuid),
    conditions: await listOpsConditions(deps.db, uuid),
    allowedEvents: allowedEvents(application.serverStep)
      // What this staff member may send: a vendor's or staff event of their decision area.
      .filter(
        ({ by }) =>
          isOpsSendable(by) && hasPermission(staff.role, eventPermission(by, application.serverStep)),
      )
      .map(({ event, by, to }) => ({ event, by, to })),
    summary: toOpsFileSummary(application),
  };
}
