import { opsApi } from '@hearth/domain/api/ops-api';
import { needsChecker } from '@hearth/domain/ops/checked-events';
import type { OpsApplicationDetail } from '@hearth/domain/ops/ops-dto';
import { zProposalReason } from '@hearth/domain/ops/staff-proposal';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ConsoleApiError, callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { stepLabel } from '../../lib/labels.ts';
import { type EventAnswer, eventOutcomeOf, PROPOSED_MESSAGE } from './event-outcome.ts';
import { Section } from './section.tsx';

type HmdaOutcome = 'WITHDRAWN' | 'INCOMPLETE';
const HMDA_OPTIONS = [
  { value: 'WITHDRAWN' as HmdaOutcome, label: 'Withdrawn by the applicant' },
  { value: 'INCOMPLETE' as HmdaOutcome, label: 'Closed for incompleteness' },
];
const CANCEL_EVENT = 'CANCELLED_BY_OPS';

/**
 * The events the step graph allows now and the caller's role may send, each with a reason. The
 * step the page shows goes with it: when the file has moved since, the server's 409 is shown with
 * a way to reload. Decisions that need a checker become a proposal.
 */
export function EventsSection({
  detail,
  canSend,
  onSent,
}: {
  detail: OpsApplicationDetail;
  canSend: boolean;
  onSent: () => void;
}) {
  const events = detail.allowedEvents;
  const [picked, setEvent] = useState<string | null>(null);
  // After a move the allowed events change: a pick no longer allowed falls back to the first.
  const event = events.some((allowed) => allowed.event === picked) ? picked : (events[0]?.event ?? null);
  const [reason, setReason] = useState('');
  const [hmda, setHmda] = useState<HmdaOutcome>('WITHDRAWN');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: (body: { event: string; reason: string; detail?: { hmdaOutcome: HmdaOutcome } }) =>
      callEndpoint(opsApi.sendEvent, {
        params: { uuid: detail.application.uuid },
        body: { ...body, expectedStep: String(detail.serverStep) },
      }) as Promise<EventAnswer>,
    onSuccess: () => {
      setReason('');
      onSent();
    },
  });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const checked = zProposalReason.safeParse(reason);
    setFieldError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success && event) {
      send.mutate({
        event,
        reason: checked.data,
        ...(event === CANCEL_EVENT ? { detail: { hmdaOutcome: hmda } } : {}),
      });
    }
  };
  const stale = send.error instanceof ConsoleApiError && send.error.status === 409;
  const outcome = send.data ? eventOutcomeOf(send.data) : null;
  return (
    <Section id="events" title="Decisions and events">
      {!canSend ? (
        <p>Your role cannot send events or take decisions on a file.</p>
      ) : events.length === 0 ? (
        <p className="text-muted">
          Nothing your role can send at this step ({stepLabel(String(detail.serverStep))}).
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-3">
          {outcome?.kind === 'proposed' ? <Alert tone="success">{PROPOSED_MESSAGE}</Alert> : null}
          {outcome?.kind === 'moved' ? (
            <Alert tone="success">Sent: the file moved to {outcome.to}.</Alert>
          ) : null}
          {send.isError ? (
            <Alert>
              <p>{errorMessage(send.error)}</p>
              {stale ? (
                <Button variant="secondary" className="mt-2" onPress={onSent}>
                  Reload the file
                </Button>
              ) : null}
            </Alert>
          ) : null}
          <SelectField
            label="Event"
            options={events.map((allowed) => ({
              value: allowed.event,
              label: `${allowed.event} → ${stepLabel(allowed.to)}${needsChecker(allowed.event) ? ' (needs a manager’s approval)' : ''}`,
            }))}
            value={event}
            onChange={setEvent}
          />
          {event === CANCEL_EVENT ? (
            <SelectField label="HMDA action taken" options={HMDA_OPTIONS} value={hmda} onChange={setHmda} />
          ) : null}
          <TextField
            label="Reason"
            name="reason"
            value={reason}
            onChange={setReason}
            error={fieldError}
            isRequired
          />
          <div>
            <Button type="submit" isPending={send.isPending}>
              {event && needsChecker(event) ? 'Propose' : 'Send'}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
