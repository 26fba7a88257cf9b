import { opsApi } from '@hearth/domain/api/ops-api';
import type { QueueItem } from '@hearth/domain/ops/queue-dto';
import { zProposalReason } from '@hearth/domain/ops/staff-proposal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ConsoleApiError, callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { stepLabel } from '../../lib/labels.ts';
import { QUEUES_KEY } from './queue-keys.ts';

export const PROPOSED_MESSAGE = "Proposed — waiting for a manager's approval";

/** An action's name in the list: the event, where it leads, and whether a second person must approve. */
function actionLabel(action: QueueItem['actions'][number]): string {
  return `${action.event} → ${stepLabel(action.to)}${action.needsChecker ? " (needs a manager's approval)" : ''}`;
}

/**
 * The decisions the item allows, each with a required reason, sent with the step the user saw: when
 * the application has moved since, the server's 409 is shown with a way to reload the queue.
 */
export function DecisionForm({ item, onDecided }: { item: QueueItem; onDecided: (message: string) => void }) {
  const client = useQueryClient();
  const id = useId();
  const [event, setEvent] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ event?: string; reason?: string }>({});
  const send = useMutation({
    mutationFn: (body: { event: string; reason: string }) =>
      callEndpoint(opsApi.sendEvent, {
        params: { uuid: item.uuid },
        body: { ...body, expectedStep: item.serverStep },
      }),
    onSuccess: (result, body) => {
      const proposed = (result as { status?: string }).status === 'PENDING';
      onDecided(
        proposed
          ? `${item.loanNumber}: ${body.event} ${PROPOSED_MESSAGE}.`
          : `${item.loanNumber}: ${body.event} sent; the application moved to ${result.to}.`,
      );
    },
  });
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const checked = zProposalReason.safeParse(reason);
    const next = {
      event: event ? undefined : 'Choose the decision to send',
      reason: checked.success ? undefined : checked.error.issues[0]?.message,
    };
    setErrors(next);
    if (event && checked.success) {
      send.mutate({ event, reason: checked.data });
    }
  };
  const stale = send.error instanceof ConsoleApiError && send.error.status === 409;
  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 border-t border-line pt-3"
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        Decide on {item.loanNumber}
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        <SelectField
          label="Decision"
          placeholder="Choose a decision"
          options={item.actions.map((action) => ({ value: action.event, label: actionLabel(action) }))}
          value={event}
          onChange={setEvent}
          error={errors.event}
        />
        <TextField
          label="Reason"
          name="reason"
          description="5 to 500 characters, kept in the audit log."
          value={reason}
          onChange={setReason}
          error={errors.reason}
          isRequired
        />
      </div>
      {send.isError ? (
        <Alert>
          <p>{errorMessage(send.error)}</p>
          {stale ? (
            <Button
              variant="secondary"
              className="mt-2"
              onPress={() => {
                send.reset();
                void client.invalidateQueries({ queryKey: QUEUES_KEY });
              }}
            >
              Reload the queue
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" isPending={send.isPending}>
          Send decision
        </Button>
      </div>
    </Form>
  );
}
