import type { BorrowerTimeline, HelocApplication } from '@hearth/domain/application/heloc-application-dto';
import { AppError } from '@hearth/domain/errors/app-error';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import { decryptPii, maskSsn } from '../../lib/pii.ts';
import { now } from '../../lifecycle/clock.ts';
import { findRescissionPeriod } from '../../lifecycle/jobs/handlers/rescission.ts';
import { readTimeline } from '../../lifecycle/timeline.ts';
import type { LeadPortalProvider } from '../../providers/lead-portal-provider.ts';
import { findRescissionStart, findRescissionStartDate } from '../rescission/rescission-period.ts';
import { toHelocApplication } from './application.mapper.ts';
import {
  type ApplicationRow,
  findApplicationForOwner,
  listApplicationsByOwner,
} from './application.repository.ts';
import { findOriginatorDisplayInfo } from './originator-display-info.ts';
import type { StepStatusCache } from './step-status-cache.ts';

export interface ApplicationReadDeps {
  db: Db;
  piiKey: Buffer;
  /** The referrer's contact card of one application (CND-036). */
  leadPortal: Pick<LeadPortalProvider, 'findLoanOriginator' | 'findReferral'>;
}

async function documentTypesByApplication(db: Db, uuids: readonly string[]): Promise<Map<string, string[]>> {
  const byApplication = new Map<string, string[]>();
  if (uuids.length === 0) {
    return byApplication;
  }
  const rows = await db
    .select({ applicationUuid: documents.applicationUuid, type: documents.type })
    .from(documents)
    .where(inArray(documents.applicationUuid, [...uuids]));
  for (const row of rows) {
    const types = byApplication.get(row.applicationUuid) ?? [];
    if (!types.includes(row.type)) {
      types.push(row.type);
    }
    byApplication.set(row.applicationUuid, types);
  }
  return byApplication;
}

function maskStoredSsn(row: ApplicationRow, piiKey: Buffer): string | null {
  return row.ssnEncrypted ? maskSsn(decryptPii(row.ssnEncrypted, piiKey)) : null;
}

async function toDtos(
  deps: ApplicationReadDeps,
  rows: readonly ApplicationRow[],
): Promise<HelocApplication[]> {
  const types = await documentTypesByApplication(
    deps.db,
    rows.map((row) => row.uuid),
  );
  return rows.map((row) =>
    toHelocApplication(row, {
      documentTypes: types.get(row.uuid) ?? [],
      ssnMasked: maskStoredSsn(row, deps.piiKey),
    }),
  );
}

export async function listOwnApplications(
  deps: ApplicationReadDeps,
  identityUuid: string,
): Promise<HelocApplication[]> {
  return toDtos(deps, await listApplicationsByOwner(deps.db, identityUuid));
}

/** 404 both when the application does not exist and when it belongs to someone else. */
async function findOwnRow(db: Db, identityUuid: string, uuid: string): Promise<ApplicationRow> {
  const row = await findApplicationForOwner(db, uuid, identityUuid);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  return row;
}

export async function getOwnApplication(
  deps: ApplicationReadDeps,
  identityUuid: string,
  uuid: string,
): Promise<HelocApplication> {
  const row = await findOwnRow(deps.db, identityUuid, uuid);
  const [dto] = await toDtos(deps, [row]);
  if (!dto) {
    throw new AppError('NOT_FOUND');
  }
  const timeline = await readTimeline(deps.db, uuid);
  const start = findRescissionStart(timeline);
  const period = start ? findRescissionPeriod(start) : undefined;
  return {
    ...dto,
    originatorDisplayInfo: await findOriginatorDisplayInfo(deps.leadPortal, row),
    rescissionStartDate: findRescissionStartDate(timeline),
    rescissionDeadline: period?.deadline ?? null,
    rescissionEndsAt: period?.endsAt.toISOString() ?? null,
    serverNow: (await now(deps.db)).toISOString(),
  };
}

/** 000 §7 status call: the current server step of the caller's application. */
export async function getOwnStepStatus(
  db: Db,
  stepStatuses: StepStatusCache,
  identityUuid: string,
  uuid: string,
): Promise<{ serverStep: string }> {
  const serverStep = await stepStatuses.read(db, uuid, identityUuid);
  if (!serverStep) {
    throw new AppError('NOT_FOUND');
  }
  return { serverStep };
}

/** The borrower's view of the timeline: what happened and when, not who on the staff side did it. */
export async function getOwnTimeline(db: Db, identityUuid: string, uuid: string): Promise<BorrowerTimeline> {
  await findOwnRow(db, identityUuid, uuid);
  const entries = await readTimeline(db, uuid);
  return entries.map(({ at, actor, event, from, to }) => ({ at, actor, event, from, to }));
}
