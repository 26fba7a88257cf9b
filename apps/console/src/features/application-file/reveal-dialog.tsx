import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import { type RevealPiiResponse, zRevealPiiBody } from '@hearth/domain/ops/application-file';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';

/**
 * "Reveal": a dialog that asks why, then shows the SSN and date of birth the server returns (it
 * records the reveal in the audit log). What was revealed stays on screen only while the dialog is open.
 */
export function RevealDialog({
  applicationUuid,
  signerUuid,
  personName,
}: {
  applicationUuid: string;
  signerUuid: string | null;
  personName: string;
}) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const reveal = useMutation({
    mutationFn: (text: string) =>
      callEndpoint(opsFileApi.revealPii, {
        params: { uuid: applicationUuid },
        body: { reason: text, ...(signerUuid ? { signerUuid } : {}) },
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = zRevealPiiBody.shape.reason.safeParse(reason);
    setFieldError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) {
      reveal.mutate(checked.data);
    }
  };
  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          setFieldError(undefined);
          reveal.reset();
        }
      }}
    >
      <Button variant="secondary" aria-label={`Reveal SSN and date of birth of ${personName}`}>
        Reveal
      </Button>
      <ModalOverlay
        isDismissable
        className="fixed inset-0 z-20 flex items-center justify-center bg-black/40 p-4"
      >
        <Modal className="w-full max-w-md rounded bg-white p-6 shadow-xl">
          <Dialog className="flex flex-col gap-4 outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-xl font-semibold">
                  Reveal personal data of {personName}
                </Heading>
                {reveal.isSuccess ? (
                  <Revealed data={reveal.data} />
                ) : (
                  <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
                    <p>The reveal is recorded in the audit log with your reason.</p>
                    {reveal.isError ? <Alert>{errorMessage(reveal.error)}</Alert> : null}
                    <TextField
                      label="Reason"
                      name="reason"
                      value={reason}
                      onChange={setReason}
                      error={fieldError}
                      isRequired
                      autoFocus
                    />
                    <Button type="submit" isPending={reveal.isPending}>
                      Reveal
                    </Button>
                  </form>
                )}
                <Button variant="secondary" onPress={close}>
                  Close
                </Button>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function Revealed({ data }: { data: RevealPiiResponse }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2" data-testid="revealed-pii">
      <dt className="font-medium">SSN</dt>
      <dd>{data.ssn ?? 'None on file'}</dd>
      <dt className="font-medium">Date of birth</dt>
      <dd>{data.dateOfBirth ?? 'None on file'}</dd>
    </dl>
  );
}
