import { AppError } from '@hearth/domain/errors/app-error';
import type { HmdaLarQuery } from '@hearth/domain/exports/hmda-export-dto';
import { describeEditFailure } from '@hearth/domain/exports/hmda-lar-edits';
import { buildHmdaLar, type HmdaReporter } from '@hearth/domain/exports/hmda-lar-file';
import { amountAppliedFor, type HmdaLarSource } from '@hearth/domain/exports/hmda-lar-mapping';
import { zStoredHmdaAnswers } from '@hearth/domain/journey/hmda';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import type { Db } from '../../db/client.ts';
import { decryptPii } from '../../lib/pii.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import { type FinalActionRow, findFinalActions } from './hmda-lar.repository.ts';
import { assertLender, readLenderHmdaSettings } from './lender-hmda-settings.service.ts';

export const HMDA_ORG_REQUIRED = 'org is required: you work for several lenders, so name the one to export';

interface Deps {
  db: Db;
  piiKey: Buffer;
  isProduction: boolean;
}

type Staff = Pick<AuthenticatedStaff, 'uuid' | 'orgCodes'>;

/** The lender to export: the one asked for (which the user must work for), or the user's only one. */
function chooseLender(staff: Staff, org: string | undefined): OrgConfig {
  if (org !== undefined) {
    return assertLender(staff, org);
  }
  const [only] = staff.orgCodes;
  if (staff.orgCodes.length !== 1 || only === undefined) {
    throw new AppError('VALIDATION', [HMDA_ORG_REQUIRED]);
  }
  return assertLender(staff, only);
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function sumIncome(primary: string | null, other: string | null): string | null {
  if (primary === null && other === null) {
    return null;
  }
  return String(Number(primary ?? 0) + Number(other ?? 0));
}

function toSource(row: FinalActionRow, piiKey: Buffer): HmdaLarSource {
  const answers = zStoredHmdaAnswers.safeParse(row.hmdaAnswers);
  return {
    loanNumber: row.loanNumber,
    applicationDate: isoDate(row.createdDate),
    finalStep: row.finalStep as HmdaLarSource['finalStep'],
    finalEvent: row.finalEvent,
    finalDetail: row.finalDetail ?? null,
    actionTakenDate: isoDate(row.finalAt),
    reachedApproval: row.reachedApproval,
    amount: amountAppliedFor(row.amount, row.offerSet?.offers.map((offer) => offer.max) ?? []),
    occupancyType: row.occupancyType,
    propertyAddress: row.propertyAddress,
    annualIncome: sumIncome(row.incomePrimary, row.incomeOther),
    applicantDob: row.applicantDobEncrypted ? decryptPii(row.applicantDobEncrypted, piiKey) : null,
    hmdaAnswers: answers.success ? answers.data : null,
    rate: row.rate,
    termYears: row.term,
    propertyValue: row.adjustedHomeAmount ?? row.estimatedHomeValue,
  };
}

async function reporterFor(deps: Deps, org: OrgConfig): Promise<HmdaReporter> {
  const info = org.companyInfo;
  const settings = await readLenderHmdaSettings(deps.db, info.orgCode, deps.isProduction);
  return {
    institutionName: info.companyName,
    lei: settings.lei ?? '',
    taxId: settings.taxId ?? '',
    agencyCode: settings.agencyCode ?? '',
    contact: {
      name: settings.contactName ?? '',
      phone: info.supportPhoneNumber.number,
      email: info.supportEmail,
      street: [info.companyAddress.street1, info.companyAddress.street2].filter(Boolean).join(' '),
      city: info.companyAddress.city,
      state: info.companyAddress.state,
      zip: info.companyAddress.zip,
    },
  };
}

export interface HmdaLarExport {
  file: string;
  filename: string;
  count: number;
}

/**
 * The lender's HMDA loan/application register for the dates: every application whose final
 * action falls in them. Refused (422, each failing edit listed) when a record fails one of the
 * CFPB's syntactical or validity edits; audited either way, with counts only.
 */
export async function exportHmdaLar(deps: Deps, staff: Staff, query: HmdaLarQuery): Promise<HmdaLarExport> {
  const org = chooseLender(staff, query.org);
  const orgCode = org.companyInfo.orgCode;
  const from = new Date(`${query.from}T00:00:00.000Z`);
  const to = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + 24 * 60 * 60 * 1000);
  const rows = await findFinalActions(deps.db, orgCode, from, to);
  const reporter = await reporterFor(deps, org);
  const result = buildHmdaLar(
    reporter,
    rows.map((row) => toSource(row, deps.piiKey)),
    Number(query.from.slice(0, 4)),
  );
  const range = { organizationCode: orgCode, from: query.from, to: query.to, count: result.count };
  const actor = { type: 'staff', uuid: staff.uuid } as const;
  if (!result.ok) {
    await appendAudit(deps.db, {
      action: 'ops.hmda-lar-refused',
      actor,
      entityUuid: null,
      payload: { ...range, failures: result.failures.length },
    });
    throw new AppError('UNPROCESSABLE', result.failures.map(describeEditFailure));
  }
  await appendAudit(deps.db, { action: 'ops.hmda-lar-exported', actor, entityUuid: null, payload: range });
  return {
    file: result.file,
    filename: `${orgCode}-hmda-lar-${query.from}-${query.to}.txt`,
    count: result.count,
  };
}
