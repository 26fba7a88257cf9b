import { opsExportsApi } from '@hearth/domain/api/exports-api';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import type { FieldErrors } from '../../lib/field-errors.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import {
  checkHmdaRange,
  failingEdits,
  type HmdaField,
  hmdaServerFieldErrors,
  thisYearSoFar,
} from './hmda-range.ts';

/** The register's dates and lender; the file is fetched with the token and saved, never linked. */
export function HmdaExportForm() {
  const [form, setForm] = useState(() => ({ ...thisYearSoFar(new Date()), org: '' }));
  const [errors, setErrors] = useState<FieldErrors<HmdaField>>({});
  const exportLar = useMutation({
    mutationFn: async (query: { from: string; to: string; org?: string }) => {
      const file = await callEndpoint(opsExportsApi.hmdaLar, { query });
      const blob = typeof file === 'string' ? new Blob([file], { type: 'text/plain' }) : file;
      saveBlob(blob, `${query.org ?? 'lender'}-hmda-lar-${query.from}-${query.to}.txt`);
    },
    onError: (error) => setErrors(hmdaServerFieldErrors(error) ?? {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkHmdaRange(form);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) {
      exportLar.mutate(checked.query);
    }
  };
  const set = (field: HmdaField) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const edits = failingEdits(exportLar.error);
  const otherError = exportLar.isError && !edits && !hmdaServerFieldErrors(exportLar.error);
  return (
    <section aria-labelledby="hmda-export-heading" className="flex max-w-xl flex-col gap-3">
      <h2 id="hmda-export-heading" className="text-xl font-semibold">
        Loan/application register
      </h2>
      <p>
        The applications whose final action falls between the two dates (both included), as the CFPB's
        pipe-delimited file. Both dates must be in the same year.
      </p>
      {edits ? (
        <div role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3 text-danger-ink">
          <p className="font-semibold">
            The register was not exported:{' '}
            {edits.length === 1 ? 'one record fails' : `${edits.length} records fail`} the CFPB edits. Correct
            them and export again.
          </p>
          <ul className="mt-2 list-disc pl-6">
            {edits.map((edit) => (
              <li key={edit}>{edit}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {otherError ? <Alert>{errorMessage(exportLar.error)}</Alert> : null}
      {exportLar.isSuccess ? (
        <Alert tone="success">The register is exported; your browser saved the file.</Alert>
      ) : null}
      <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-4">
          <TextField
            label="From"
            name="from"
            type="date"
            value={form.from}
            onChange={set('from')}
            error={errors.from}
            isRequired
          />
          <TextField
            label="To"
            name="to"
            type="date"
            value={form.to}
            onChange={set('to')}
            error={errors.to}
            isRequired
          />
        </div>
        <TextField
          label="Lender code"
          name="org"
          description="Needed when you work for several lenders."
          value={form.org}
          onChange={set('org')}
          error={errors.org}
        />
        <Button type="submit" isPending={exportLar.isPending}>
          Export register
        </Button>
      </Form>
    </section>
  );
}
