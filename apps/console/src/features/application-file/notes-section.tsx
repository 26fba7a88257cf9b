import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import { zAddNoteBody } from '@hearth/domain/ops/application-file';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notesQuery } from './file-queries.ts';
import { Section } from './section.tsx';

/** Internal notes, newest first: for staff only, the borrower never sees them. */
export function NotesSection({
  applicationUuid,
  canWrite,
  onAdded,
}: {
  applicationUuid: string;
  canWrite: boolean;
  onAdded: () => void;
}) {
  const notes = useQuery(notesQuery(applicationUuid));
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: (note: string) =>
      callEndpoint(opsFileApi.addNote, { params: { uuid: applicationUuid }, body: { text: note } }),
    onSuccess: () => {
      setText('');
      onAdded();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = zAddNoteBody.shape.text.safeParse(text);
    setFieldError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) {
      add.mutate(checked.data);
    }
  };
  return (
    <Section id="notes" title="Internal notes">
      {canWrite ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          {add.isError ? <Alert>{errorMessage(add.error)}</Alert> : null}
          <TextField
            label="New note"
            description="Staff only; the borrower never sees notes."
            value={text}
            onChange={setText}
            error={fieldError}
          />
          <div>
            <Button type="submit" isPending={add.isPending}>
              Add note
            </Button>
          </div>
        </form>
      ) : null}
      <QueryState query={notes}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-muted">No notes yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {list.map((note) => (
                <li key={note.uuid} className="border-b border-line pb-2">
                  <p className="whitespace-pre-wrap">{note.text}</p>
                  <p className="text-sm text-muted">
                    {note.author.email}, {formatDateTime(note.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}
