import { AppError } from '@hearth/domain/errors/app-error';
import type { OpsApplicationFile, OpsIncome, OpsProperty } from '@hearth/domain/ops/application-file';
import type { Db } from '../../db/client.ts';
import { findLatestProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import { toHelocApplication } from '../application/application.mapper.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { getLiens } from '../liens/liens.service.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import { getValuation } from '../valuation/valuation.service.ts';
import { worksForLender } from './application-access.ts';
import { loadFilePeople, toOpsPerson } from './application-people.ts';
import { findApplicationWithApplicant } from './application-search.repository.ts';

export interface FileDeps {
  db: Db;
  piiKey: Buffer;
}

type Staff = Pick<AuthenticatedStaff, 'uuid' | 'role' | 'orgCodes'>;

/** The application and its applicant's e-mail, or 404 for an unknown one or another lender's. */
export async function loadStaffApplication(
  db: Db,
  staff: Pick<AuthenticatedStaff, 'orgCodes'>,
  uuid: string,
): Promise<{ application: ApplicationRow; email: string }> {
  const found = await findApplicationWithApplicant(db, uuid);
  if (!found || !worksForLender(staff, found.application.organizationCode)) {
    throw new AppError('NOT_FOUND');
  }
  return found;
}

function toNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}

function label(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Property and valuation, read as the borrower's valuation and liens pages read them. */
async function readProperty(db: Db, application: ApplicationRow): Promise<OpsProperty> {
  // The borrower's own reads, on the applicant's behalf: the same figures the borrower sees.
  const owner = { uuid: application.uuid, identityUuid: application.identityUuid };
  const valuation = await getValuation(db, owner);
  const avm = await findLatestProviderResult(db, application.uuid, 'AVM');
  const lienReport = await findLatestProviderResult(db, application.uuid, 'LIENS');
  const liens = lienReport ? await getLiens(db, owner) : null;
  const address = application.propertyAddress;
  return {
    address: address ? { ...address, street2: address.street2 ?? null } : null,
    state: application.propertyState ?? address?.state ?? null,
    occupancyType: application.occupancyType,
    listedForSale: application.propertyListedForSale,
    ownershipType: application.ownershipType,
    trustName: application.trustName,
    valuation: {
      avm: avm
        ? {
            outcome: avm.outcome,
            value: avm.outcome === 'VALUED' ? avm.value : null,
            confidenceScore: avm.outcome === 'VALUED' ? avm.confidenceScore : null,
            valuationDate: avm.outcome === 'VALUED' ? avm.valuationDate : null,
            requiredValuation: avm.requiredValuation,
          }
        : null,
      estimatedHomeValue: valuation.estimatedHomeValue,
      adjustedHomeAmount: toNumber(application.adjustedHomeAmount),
      bpoStatus: valuation.bpoStatus,
      titleStatus: label(application.status.title),
      order: valuation.order,
    },
    liens: liens && {
      liens: liens.liens,
      totalBalance: liens.totalBalance,
      payoffTotal: liens.payoffTotal,
      newLienPosition: liens.newLienPosition,
      inquiries: liens.inquiries,
    },
  };
}

async function readIncome(db: Db, application: ApplicationRow): Promise<OpsIncome> {
  const verification = await findLatestProviderResult(db, application.uuid, 'INCOME_VERIFICATION');
  return {
    incomePrimary: toNumber(application.incomePrimary),
    incomeOther: toNumber(application.incomeOther),
    employmentType: application.employmentType,
    sources: toHelocApplication(application).incomeSources ?? [],
    verification: verification
      ? {
          outcome: verification.outcome,
          verifiedAnnualIncome:
            'verifiedAnnualIncome' in verification ? verification.verifiedAnnualIncome : null,
          source: 'source' in verification ? verification.source : null,
        }
      : null,
  };
}

/** The file's people, property, income and bank accounts, PII as the staff user may see it. */
export async function buildApplicationFile(
  deps: FileDeps,
  staff: Staff,
  application: ApplicationRow,
  email: string,
): Promise<OpsApplicationFile> {
  const people = await loadFilePeople(deps.db, application, email, deps.piiKey);
  const view = toHelocApplication(application);
  return {
    applicant: toOpsPerson(people.applicant, staff, deps.piiKey),
    signers: people.signers.map((signer) => toOpsPerson(signer, staff, deps.piiKey)),
    property: await readProperty(deps.db, application),
    income: await readIncome(deps.db, application),
    bankAccounts: {
      disbursement: view.disburseAccount ?? null,
      autopay: view.autopayAccount ?? null,
      payType: application.payType,
      linked: view.linkedAccounts ?? [],
    },
  };
}

/** GET …/file: reading the file's people (e-mail, phone) is audited like the detail. */
export async function getApplicationFile(
  deps: FileDeps,
  staff: Staff,
  uuid: string,
): Promise<OpsApplicationFile> {
  const { application, email } = await loadStaffApplication(deps.db, staff, uuid);
  const file = await buildApplicationFile(deps, staff, application, email);
  await appendAudit(deps.db, {
    action: 'ops.application-viewed',
    actor: { type: 'staff', uuid: staff.uuid },
    entityUuid: uuid,
  });
  return file;
}
