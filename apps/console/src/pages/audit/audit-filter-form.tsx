import type { OpsAuditFilters } from '@hearth/domain/ops/audit-log';
import { type FormEvent, useState } from 'react';
import { ListFilters } from '../../components/list-filters.tsx';
import { TextField } from '../../components/text-field.tsx';
import type { FieldErrors } from '../../lib/field-errors.ts';
import { EMPTY_FILTERS, type FilterField, type FilterForm, readFilters } from './audit-filters.ts';

const FIELDS: Array<{ field: FilterField; label: string; description?: string; type?: string }> = [
  { field: 'action', label: 'Action', description: 'For example staff.invited or proposal.approved.' },
  { field: 'actorUuid', label: 'Actor ID', description: 'The staff member or borrower who acted.' },
  { field: 'entityUuid', label: 'Entity ID' },
  { field: 'applicationUuid', label: 'Application ID' },
  { field: 'from', label: 'From', type: 'datetime-local' },
  { field: 'to', label: 'To', type: 'datetime-local' },
];

/** The audit log's filters, applied together on submit. */
export function AuditFilterForm({ onApply }: { onApply: (filters: OpsAuditFilters) => void }) {
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTERS);
  const [errors, setErrors] = useState<FieldErrors<FilterField>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readFilters(form);
    setErrors(read.errors);
    if (Object.keys(read.errors).length === 0) {
      onApply(read.filters);
    }
  };
  const clear = () => {
    setForm(EMPTY_FILTERS);
    setErrors({});
    onApply({});
  };
  return (
    <ListFilters label="Filter the audit log" onSubmit={submit} onClear={clear}>
      {FIELDS.map(({ field, label, description, type }) => (
        <TextField
          key={field}
          label={label}
          name={field}
          type={type ?? 'text'}
          {...(description ? { description } : {})}
          value={form[field]}
          onChange={(value) => setForm((current) => ({ ...current, [field]: value }))}
          error={errors[field]}
        />
      ))}
    </ListFilters>
  );
}
