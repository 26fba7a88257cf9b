import { opsApi } from '@hearth/domain/api/ops-api';
import { opsSandboxApi } from '@hearth/domain/api/sandbox-api';
import type { VendorEvent } from '@hearth/domain/ops/vendor-events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { findApplicationUuid } from './find-application.ts';

function vendorEventsQuery(uuid: string) {
  return {
    queryKey: ['sandbox', 'vendor-events', uuid],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(opsSandboxApi.vendorEvents, { params: { uuid } }, { signal }),
  };
}

/** A vendor's callback, sent for one application as the sandbox vendor would send it. */
export function SandboxVendorEvents() {
  const [application, setApplication] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const find = useMutation({
    mutationFn: findApplicationUuid,
    onError: (error) => setFieldError(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = application.trim();
    setFieldError(text ? undefined : 'Enter a loan number or an application uuid');
    if (text) {
      find.mutate(text);
    }
  };
  return (
    <section aria-labelledby="vendor-events-heading" className="flex max-w-2xl flex-col gap-3">
      <h2 id="vendor-events-heading" className="text-xl font-semibold">
        Vendor events
      </h2>
      <p>
        What a vendor could call back with now, for one application; sending one moves it as the vendor would.
      </p>
      <Form onSubmit={submit} validationBehavior="aria" className="flex flex-wrap items-end gap-3">
        <TextField
          label="Application"
          name="application"
          description="Its loan number or uuid."
          value={application}
          onChange={setApplication}
          error={fieldError}
          isRequired
        />
        <Button type="submit" variant="secondary" isPending={find.isPending}>
          Show events
        </Button>
      </Form>
      {find.isSuccess ? <VendorEventList key={find.data} uuid={find.data} /> : null}
    </section>
  );
}

function VendorEventList({ uuid }: { uuid: string }) {
  const client = useQueryClient();
  const events = useQuery(vendorEventsQuery(uuid));
  const send = useMutation({
    mutationFn: ({ vendorEvent, expectedStep }: { vendorEvent: VendorEvent; expectedStep: string }) =>
      callEndpoint(opsApi.sendEvent, {
        params: { uuid },
        body: { event: vendorEvent.event, detail: vendorEvent.detail, expectedStep },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['sandbox', 'vendor-events', uuid] }),
  });
  return (
    <QueryState query={events}>
      {(list) => (
        <div className="flex flex-col gap-3">
          <p>
            The application is at <strong>{list.serverStep}</strong>.
          </p>
          {send.isError ? <Alert>{errorMessage(send.error)}</Alert> : null}
          {send.isSuccess ? (
            <Alert tone="success">
              {send.data.event} sent: the application moved from {send.data.from} to {send.data.to}.
            </Alert>
          ) : null}
          {list.events.length === 0 ? (
            <p>No vendor event can move this application at its step.</p>
          ) : (
            <ul aria-label="Vendor events" className="flex flex-col gap-2">
              {list.events.map((vendorEvent) => (
                <li key={vendorEvent.event} className="flex flex-wrap items-center gap-3">
                  <Button
                    variant="secondary"
                    isDisabled={!vendorEvent.permitted || send.isPending}
                    aria-label={`Send ${vendorEvent.event}: ${vendorEvent.label}`}
                    onPress={() => send.mutate({ vendorEvent, expectedStep: list.serverStep })}
                  >
                    Send
                  </Button>
                  <span>
                    {vendorEvent.label}{' '}
                    <span className="text-muted">
                      ({vendorEvent.vendor}, to {vendorEvent.to})
                    </span>
                    {vendorEvent.needsChecker ? ' — a second staff user approves it' : ''}
                    {vendorEvent.permitted ? '' : ' — your role may not send it'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </QueryState>
  );
}
