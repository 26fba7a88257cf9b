import type { OpsApplicationSummary } from '@hearth/domain/ops/ops-dto';
import type { ApplicationSearchRow } from './application-search.repository.ts';

function toNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export function toOpsApplicationSummary(row: ApplicationSearchRow): OpsApplicationSummary {
  const { application } = row;
  return {
    uuid: application.uuid,
    loanNumber: application.loanNumber,
    organizationCode: application.organizationCode,
    serverStep: application.serverStep,
    active: application.active,
    email: row.email,
    lastName: row.lastName,
    propertyState: application.propertyState,
    amount: toNumber(application.amount),
    openConditions: Number(row.openConditions),
    createdDate: application.createdDate.toISOString(),
    updatedDate: application.updatedDate.toISOString(),
  };
}
