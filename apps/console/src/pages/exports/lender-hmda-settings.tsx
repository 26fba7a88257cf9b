import { opsExportsApi } from '@hearth/domain/api/exports-api';
import {
  type HMDA_AGENCY_CODES,
  type LenderHmdaSettings,
  zLenderHmdaSettingsBody,
} from '@hearth/domain/exports/hmda-export-dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import type { z } from 'zod';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { type FieldErrors, schemaFieldErrors, serverFieldErrors } from '../../lib/field-errors.ts';

type AgencyCode = (typeof HMDA_AGENCY_CODES)[number];
type Field = 'lei' | 'taxId' | 'agencyCode' | 'contactName';
const FIELDS: readonly Field[] = ['lei', 'taxId', 'agencyCode', 'contactName'];

const AGENCIES: readonly { value: AgencyCode; label: string }[] = [
  { value: '1', label: 'Office of the Comptroller of the Currency (1)' },
  { value: '2', label: 'Federal Reserve System (2)' },
  { value: '3', label: 'Federal Deposit Insurance Corporation (3)' },
  { value: '5', label: 'National Credit Union Administration (5)' },
  { value: '7', label: 'Department of Housing and Urban Development (7)' },
  { value: '9', label: 'Consumer Financial Protection Bureau (9)' },
];

function settingsQuery(orgCode: string) {
  return {
    queryKey: ['exports', 'hmda-settings', orgCode],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(opsExportsApi.hmdaSettings, { params: { orgCode } }, { signal }),
  };
}

/** ADMIN: the LEI, taxpayer id, agency and contact a lender files its register under. */
export function LenderHmdaSettingsSection() {
  const [lender, setLender] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [lenderError, setLenderError] = useState<string | undefined>();
  const open = (event: FormEvent) => {
    event.preventDefault();
    const code = lender.trim();
    setLenderError(code ? undefined : 'Enter a lender code');
    setShown(code || null);
  };
  return (
    <section aria-labelledby="hmda-settings-heading" className="flex max-w-xl flex-col gap-3">
      <h2 id="hmda-settings-heading" className="text-xl font-semibold">
        Lender HMDA settings
      </h2>
      <Form onSubmit={open} validationBehavior="aria" className="flex flex-wrap items-end gap-3">
        <TextField
          label="Lender"
          name="lender"
          value={lender}
          onChange={setLender}
          error={lenderError}
          isRequired
        />
        <Button type="submit" variant="secondary">
          Show settings
        </Button>
      </Form>
      {shown ? <SettingsLoader key={shown} orgCode={shown} /> : null}
    </section>
  );
}

function SettingsLoader({ orgCode }: { orgCode: string }) {
  const settings = useQuery(settingsQuery(orgCode));
  return <QueryState query={settings}>{(current) => <SettingsForm settings={current} />}</QueryState>;
}

function SettingsForm({ settings }: { settings: LenderHmdaSettings }) {
  const client = useQueryClient();
  const [form, setForm] = useState({
    lei: settings.lei ?? '',
    taxId: settings.taxId ?? '',
    agencyCode: (settings.agencyCode as AgencyCode | null) ?? null,
    contactName: settings.contactName ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useMutation({
    mutationFn: (body: z.input<typeof zLenderHmdaSettingsBody>) =>
      callEndpoint(opsExportsApi.setHmdaSettings, { params: { orgCode: settings.orgCode }, body }),
    onSuccess: (saved) => {
      setErrors({});
      client.setQueryData(settingsQuery(settings.orgCode).queryKey, saved);
    },
    onError: (error) => setErrors(serverFieldErrors(error, FIELDS, 'lei') ?? {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...form, agencyCode: form.agencyCode ?? undefined };
    const checked = schemaFieldErrors<Field>(zLenderHmdaSettingsBody, body);
    if (!form.agencyCode) {
      checked.errors.agencyCode = 'Choose the federal agency';
    }
    setErrors(checked.errors);
    if (checked.ok && form.agencyCode) {
      save.mutate({ ...form, agencyCode: form.agencyCode });
    }
  };
  const set = (field: Exclude<Field, 'agencyCode'>) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const formError = save.isError && !serverFieldErrors(save.error, FIELDS, 'lei');
  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      aria-label={`HMDA settings of ${settings.orgCode}`}
      className="flex flex-col gap-4"
    >
      {settings.sandbox ? (
        <Alert tone="info">
          Nothing is set for {settings.orgCode}: these are the sandbox's placeholder values.
        </Alert>
      ) : null}
      {formError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      {save.isSuccess ? (
        <Alert tone="success">The HMDA settings of {settings.orgCode} are saved.</Alert>
      ) : null}
      <TextField
        label="Legal entity identifier (LEI)"
        name="lei"
        value={form.lei}
        onChange={set('lei')}
        error={errors.lei}
        isRequired
      />
      <TextField
        label="Federal taxpayer identification number"
        name="taxId"
        description="Written 99-9999999."
        value={form.taxId}
        onChange={set('taxId')}
        error={errors.taxId}
        isRequired
      />
      <SelectField
        label="Federal agency"
        options={AGENCIES}
        value={form.agencyCode}
        onChange={(agencyCode) => setForm((current) => ({ ...current, agencyCode }))}
        error={errors.agencyCode}
        isRequired
      />
      <TextField
        label="Contact person"
        name="contactName"
        value={form.contactName}
        onChange={set('contactName')}
        error={errors.contactName}
        isRequired
      />
      <Button type="submit" isPending={save.isPending}>
        Save settings
      </Button>
    </Form>
  );
}
