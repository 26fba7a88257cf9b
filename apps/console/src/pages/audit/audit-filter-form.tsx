import type { OpsAuditFilters } from '@hearth/domain/ops/audit-log';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/button.tsx';
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
    <Form onSubmit={submit} validationBehavior="aria" aria-label="Filter the audit log">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
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
      </div>
      <div className="mt-4 flex gap-3">
        <Button type="submit">Apply filters</Button>
        <Button variant="secondary" onPress={clear}>
          Clear filters
        </Button>
      </div>
    </Form>
  );
}
