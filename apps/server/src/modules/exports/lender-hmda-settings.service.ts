import { createHash } from 'node:crypto';
import { AppError } from '@hearth/domain/errors/app-error';
import { mod97CheckDigits } from '@hearth/domain/exports/hmda-check-digit';
import type { LenderHmdaSettings, LenderHmdaSettingsBody } from '@hearth/domain/exports/hmda-export-dto';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { worksForLender } from '../ops/application-access.ts';
import { findOrg } from '../org/registry/index.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import { findLenderHmdaSettings, saveLenderHmdaSettings } from './lender-hmda-settings.repository.ts';

type Staff = Pick<AuthenticatedStaff, 'uuid' | 'orgCodes'>;

/**
 * The sandbox's placeholder LEI for a lender that set none: "SBX" and 15 characters of the org
 * code's hash, then valid ISO 17442 check digits, so the sandbox's register passes the format and
 * check-digit edits. It identifies no real legal entity; production never uses it.
 */
export function sandboxLei(orgCode: string): string {
  const base = `SBX${createHash('sha256').update(orgCode).digest('hex').slice(0, 15)}`.toUpperCase();
  return `${base}${mod97CheckDigits(base)}`;
}

const SANDBOX_SETTINGS = {
  taxId: '00-0000000',
  agencyCode: '9',
  contactName: 'Sandbox HMDA contact',
} as const;

/** A lender the staff user works for, by org code; any other (or an unknown one) is a 404. */
export function assertLender(staff: Pick<AuthenticatedStaff, 'orgCodes'>, orgCode: string) {
  const org = findOrg(orgCode);
  if (!org || !worksForLender(staff, org.companyInfo.orgCode)) {
    throw new AppError('NOT_FOUND');
  }
  return org;
}

/** The lender's HMDA settings; outside production, sandbox placeholders when none were set. */
export async function readLenderHmdaSettings(
  db: Db,
  orgCode: string,
  isProduction: boolean,
): Promise<LenderHmdaSettings> {
  const row = await findLenderHmdaSettings(db, orgCode);
  if (row) {
    const { lei, taxId, agencyCode, contactName } = row;
    return {
      orgCode,
      lei,
      taxId,
      agencyCode,
      contactName,
      sandbox: false,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
  if (isProduction) {
    return {
      orgCode,
      lei: null,
      taxId: null,
      agencyCode: null,
      contactName: null,
      sandbox: false,
      updatedAt: null,
    };
  }
  return { orgCode, lei: sandboxLei(orgCode), ...SANDBOX_SETTINGS, sandbox: true, updatedAt: null };
}

export async function getLenderHmdaSettings(db: Db, staff: Staff, orgCode: string, isProduction: boolean) {
  const org = assertLender(staff, orgCode);
  return readLenderHmdaSettings(db, org.companyInfo.orgCode, isProduction);
}

export async function setLenderHmdaSettings(
  db: Db,
  staff: Staff,
  orgCode: string,
  body: LenderHmdaSettingsBody,
  isProduction: boolean,
): Promise<LenderHmdaSettings> {
  const code = assertLender(staff, orgCode).companyInfo.orgCode;
  await db.transaction(async (tx) => {
    await saveLenderHmdaSettings(tx, code, body, staff.uuid);
    await appendAudit(tx, {
      action: 'ops.hmda-settings-changed',
      actor: { type: 'staff', uuid: staff.uuid },
      entityUuid: null,
      payload: { organizationCode: code, agencyCode: body.agencyCode },
    });
  });
  return readLenderHmdaSettings(db, code, isProduction);
}
