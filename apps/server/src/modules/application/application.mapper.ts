import { type HelocApplication, zApplicationStatus } from '@hearth/domain/application/heloc-application-dto';
import type { ApplicationRow } from './application.repository.ts';

function toNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** API-016 (dashboard subset). Unknown status flags are dropped; a broken status still lists. */
export function toHelocApplication(row: ApplicationRow): HelocApplication {
  const address = row.propertyAddress;
  return {
    uuid: row.uuid,
    loanNumber: row.loanNumber,
    status: zApplicationStatus.catch({ checklistStatus: 'UNKNOWN' }).parse(row.status),
    active: row.active,
    property: {
      state: row.propertyState,
      address: address
        ? {
            street1: address.street1,
            street2: address.street2 ?? null,
            city: address.city,
            state: address.state,
            zip: address.zip,
          }
        : null,
    },
    amount: toNumber(row.amount),
    term: toNumber(row.term),
    rate: toNumber(row.rate),
    auditFields: { createdDate: row.createdDate.toISOString(), updatedDate: row.updatedDate.toISOString() },
  };
}
