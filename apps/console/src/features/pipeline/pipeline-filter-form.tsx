import { SERVER_STEPS } from '@hearth/domain/enums/server-step';
import { LIFECYCLE_PHASE_LABELS, LIFECYCLE_PHASES } from '@hearth/domain/lifecycle/step-phase';
import { OPS_QUEUE_IDS, OPS_QUEUES } from '@hearth/domain/ops/ops-queues';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { STEP_LABELS } from '../../lib/labels.ts';
import type { PipelineView } from './pipeline-filters.ts';

const ANY = 'any';
const PHASES = [
  { value: ANY, label: 'Any phase' },
  ...LIFECYCLE_PHASES.map((phase) => ({ value: phase, label: LIFECYCLE_PHASE_LABELS[phase] })),
];
const QUEUES = [
  { value: ANY, label: 'Any queue or none' },
  ...OPS_QUEUE_IDS.map((queue) => ({ value: queue, label: OPS_QUEUES[queue].label })),
];
const STEPS = [
  { value: ANY, label: 'Any step' },
  ...SERVER_STEPS.map((step) => ({ value: step, label: STEP_LABELS[step] })),
];
const ASSIGNEES = [
  { value: ANY, label: 'Anyone or no one' },
  { value: 'me', label: 'Assigned to me' },
  { value: 'unassigned', label: 'Unassigned' },
];
const SANDBOX = [
  { value: ANY, label: 'All applicants' },
  { value: 'true', label: 'Sandbox personas only' },
  { value: 'false', label: 'Real applicants only' },
];

const MORE_FIELDS = [
  'org',
  'step',
  'phase',
  'queue',
  'assignee',
  'sandbox',
  'minAgeDays',
  'maxAgeDays',
] as const;

interface FormState {
  q: string;
  org: string;
  step: string;
  phase: string;
  queue: string;
  assignee: string;
  sandbox: string;
  minAgeDays: string;
  maxAgeDays: string;
}

function formOf(view: PipelineView): FormState {
  return {
    q: view.q ?? '',
    org: view.org ?? '',
    step: view.step ?? ANY,
    phase: view.phase ?? ANY,
    queue: view.queue ?? ANY,
    assignee: view.assignee === 'me' || view.assignee === 'unassigned' ? view.assignee : ANY,
    sandbox: view.sandbox === undefined ? ANY : String(view.sandbox),
    minAgeDays: view.minAgeDays === undefined ? '' : String(view.minAgeDays),
    maxAgeDays: view.maxAgeDays === undefined ? '' : String(view.maxAgeDays),
  };
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
const chosen = (value: string) => (value === ANY ? undefined : value);

function readDays(value: string): { days?: number; error?: string } {
  if (value.trim() === '') {
    return {};
  }
  const days = Number(value);
  return Number.isInteger(days) && days >= 0 && days <= 3650
    ? { days }
    : { error: 'Enter a whole number of days from 0 to 3650' };
}

/** The pipeline's search and filters, applied together; the view they make goes in the URL. */
export function PipelineFilterForm({
  view,
  onApply,
}: {
  view: PipelineView;
  onApply: (changes: Partial<PipelineView>) => void;
}) {
  const [form, setForm] = useState(() => formOf(view));
  const [errors, setErrors] = useState<{ minAgeDays?: string; maxAgeDays?: string }>({});
  const activeCount = MORE_FIELDS.filter((field) => view[field] !== undefined).length;
  // Open when the view uses one of them (a shared link) or a field needs correcting.
  const moreOpen = activeCount > 0 || Boolean(errors.minAgeDays || errors.maxAgeDays) || undefined;
  const set = (field: keyof FormState) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = readDays(form.minAgeDays);
    const max = readDays(form.maxAgeDays);
    const next = { minAgeDays: min.error, maxAgeDays: max.error };
    if (
      !next.minAgeDays &&
      !next.maxAgeDays &&
      min.days !== undefined &&
      max.days !== undefined &&
      min.days > max.days
    ) {
      next.maxAgeDays = 'The most days is at least the fewest';
    }
    setErrors(next);
    if (next.minAgeDays || next.maxAgeDays) {
      return;
    }
    onApply({
      q: text(form.q),
      org: text(form.org),
      step: chosen(form.step),
      phase: chosen(form.phase) as PipelineView['phase'],
      queue: chosen(form.queue) as PipelineView['queue'],
      assignee: chosen(form.assignee) as PipelineView['assignee'],
      sandbox: form.sandbox === ANY ? undefined : form.sandbox === 'true',
      minAgeDays: min.days,
      maxAgeDays: max.days,
    });
  };
  const clear = () => {
    const empty = formOf({ sort: 'created', order: 'desc', page: 1, pageSize: 25 });
    setForm(empty);
    setErrors({});
    onApply({
      q: undefined,
      org: undefined,
      step: undefined,
      phase: undefined,
      queue: undefined,
      assignee: undefined,
      sandbox: undefined,
      minAgeDays: undefined,
      maxAgeDays: undefined,
    });
  };
  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      aria-label="Pipeline filters"
      className="flex flex-col gap-4"
    >
      <div className="max-w-xl">
        <TextField
          label="Search"
          name="q"
          type="search"
          description="Loan number, first or last name, or e-mail."
          value={form.q}
          onChange={set('q')}
        />
      </div>
      <details open={moreOpen} className="rounded border border-line bg-white p-3">
        <summary className="cursor-pointer font-medium focus-visible:outline-3 focus-visible:outline-focus">
          More filters{activeCount > 0 ? ` (${activeCount} in use)` : ''}
        </summary>
        <div className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          <TextField
            label="Lender"
            name="org"
            description="The lender's organization code."
            value={form.org}
            onChange={set('org')}
          />
          <SelectField label="Phase" options={PHASES} value={form.phase} onChange={set('phase')} />
          <SelectField label="Step" options={STEPS} value={form.step} onChange={set('step')} />
          <SelectField label="Queue" options={QUEUES} value={form.queue} onChange={set('queue')} />
          <SelectField
            label="Assignee"
            options={ASSIGNEES}
            value={form.assignee}
            onChange={set('assignee')}
          />
          <SelectField label="Applicants" options={SANDBOX} value={form.sandbox} onChange={set('sandbox')} />
          <TextField
            label="Age from (days)"
            name="minAgeDays"
            inputMode="numeric"
            description="Days since the application was started."
            value={form.minAgeDays}
            onChange={set('minAgeDays')}
            error={errors.minAgeDays}
          />
          <TextField
            label="Age to (days)"
            name="maxAgeDays"
            inputMode="numeric"
            value={form.maxAgeDays}
            onChange={set('maxAgeDays')}
            error={errors.maxAgeDays}
          />
        </div>
      </details>
      <div className="flex gap-3">
        <Button type="submit">Apply filters</Button>
        <Button variant="secondary" onPress={clear}>
          Clear filters
        </Button>
      </div>
    </Form>
  );
}
