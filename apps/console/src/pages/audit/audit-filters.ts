import { type OpsAuditFilters, zOpsAuditExportQuery } from '@hearth/domain/ops/audit-log';
import { type FieldErrors, schemaFieldErrors } from '../../lib/field-errors.ts';

export type FilterField = keyof OpsAuditFilters;
export type FilterForm = Record<FilterField, string>;

export const EMPTY_FILTERS: FilterForm = {
  action: '',
  actorUuid: '',
  entityUuid: '',
  applicationUuid: '',
  from: '',
  to: '',
};

/** A `datetime-local` value (the browser's zone) as the ISO instant the API takes. */
function toIso(local: string): string | undefined {
  if (!local) {
    return undefined;
  }
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** The form's text as the API's filters, checked by the API's own schema; blank fields are left out. */
export function readFilters(form: FilterForm): {
  filters: OpsAuditFilters;
  errors: FieldErrors<FilterField>;
} {
  const filters: OpsAuditFilters = {};
  for (const field of ['action', 'actorUuid', 'entityUuid', 'applicationUuid'] as const) {
    const value = form[field].trim();
    if (value) {
      filters[field] = value;
    }
  }
  const from = toIso(form.from);
  const to = toIso(form.to);
  if (from) {
    filters.from = from;
  }
  if (to) {
    filters.to = to;
  }
  const checked = schemaFieldErrors<FilterField>(zOpsAuditExportQuery, filters);
  return { filters, errors: checked.errors };
}
