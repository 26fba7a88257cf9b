import { opsApi } from '@hearth/domain/api/ops-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { sandboxClockQuery } from '../../lib/sandbox.ts';

type Field = 'days' | 'hours';

/** A whole number from 0 up to `max`, or the message for the field. */
function readWhole(text: string, max: number): number | string {
  if (text.trim() === '') {
    return 0;
  }
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= max
    ? value
    : `Enter a whole number from 0 to ${max}`;
}

function describeOffset(offsetMs: number): string {
  const hours = Math.round(offsetMs / 3_600_000);
  if (hours === 0) {
    return 'The sandbox clock runs at the real time.';
  }
  return `The sandbox clock is ${Math.floor(hours / 24)} days and ${hours % 24} hours ahead of the real time.`;
}

/** The sandbox clock: where it stands, and moving it forward (never back) so waiting periods end now. */
export function SandboxClock() {
  const client = useQueryClient();
  const clock = useQuery(sandboxClockQuery);
  const [days, setDays] = useState('');
  const [hours, setHours] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const advance = useMutation({
    mutationFn: (body: { advanceDays: number; advanceHours: number }) =>
      callEndpoint(opsApi.advanceClock, { body }),
    onSuccess: (moved) => {
      client.setQueryData(sandboxClockQuery.queryKey, moved);
      setDays('');
      setHours('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const advanceDays = readWhole(days, 365);
    const advanceHours = readWhole(hours, 24 * 365);
    const next: Partial<Record<Field, string>> = {};
    if (typeof advanceDays === 'string') {
      next.days = advanceDays;
    }
    if (typeof advanceHours === 'string') {
      next.hours = advanceHours;
    }
    if (advanceDays === 0 && advanceHours === 0) {
      next.days = 'Enter the days or hours to move the clock forward';
    }
    setErrors(next);
    if (
      typeof advanceDays === 'number' &&
      typeof advanceHours === 'number' &&
      Object.keys(next).length === 0
    ) {
      advance.mutate({ advanceDays, advanceHours });
    }
  };
  return (
    <section aria-labelledby="clock-heading" className="flex max-w-lg flex-col gap-3">
      <h2 id="clock-heading" className="text-xl font-semibold">
        Sandbox clock
      </h2>
      <QueryState query={clock}>
        {(data) => (
          <p role="status">
            Sandbox time: <strong data-testid="sandbox-now">{formatDateTime(data.now)}</strong>.{' '}
            {describeOffset(data.offsetMs)}
          </p>
        )}
      </QueryState>
      {advance.isError ? <Alert>{errorMessage(advance.error)}</Alert> : null}
      <Form
        onSubmit={submit}
        validationBehavior="aria"
        aria-label="Move the sandbox clock forward"
        className="flex flex-col gap-4"
      >
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Days"
            name="days"
            inputMode="numeric"
            value={days}
            onChange={setDays}
            error={errors.days}
          />
          <TextField
            label="Hours"
            name="hours"
            inputMode="numeric"
            value={hours}
            onChange={setHours}
            error={errors.hours}
          />
        </div>
        <Button type="submit" isPending={advance.isPending}>
          Move the clock forward
        </Button>
      </Form>
    </section>
  );
}
