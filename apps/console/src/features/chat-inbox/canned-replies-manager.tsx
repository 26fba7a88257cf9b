import { chatAgentApi } from '@hearth/domain/api/chat-agent-api';
import { CANNED_BODY_MAX, type CannedReply, zCannedReplyBody } from '@hearth/domain/chat/chat-agent';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { type FieldErrors, schemaFieldErrors, serverFieldErrors } from '../../lib/field-errors.ts';
import { CHATS_KEY } from './chat-queries.ts';

type Field = 'orgCode' | 'title' | 'body';
const FIELDS: readonly Field[] = ['orgCode', 'title', 'body'];
const EMPTY = { orgCode: '', title: '', body: '' };

/**
 * A lender's canned replies as its ADMIN keeps them: add, change, remove. Agents pick them in the
 * reply box; the server checks `lender.settings` and the lender on every change.
 */
export function CannedRepliesManager() {
  const client = useQueryClient();
  const replies = useQuery({
    queryKey: [...CHATS_KEY, 'canned', 'all'],
    queryFn: ({ signal }) => callEndpoint(chatAgentApi.cannedReplies, {}, { signal }),
  });
  const [editing, setEditing] = useState<CannedReply | undefined>();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const refresh = () => client.invalidateQueries({ queryKey: [...CHATS_KEY, 'canned'] });

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = schemaFieldErrors<Field>(zCannedReplyBody, form);
    setErrors(checked.errors);
    setFailure(undefined);
    setNotice(undefined);
    if (!checked.ok) {
      return;
    }
    setPending(true);
    try {
      if (editing) {
        await callEndpoint(chatAgentApi.updateCannedReply, { params: { uuid: editing.uuid }, body: form });
      } else {
        await callEndpoint(chatAgentApi.createCannedReply, { body: form });
      }
      setNotice(`Saved “${form.title.trim()}”.`);
      setEditing(undefined);
      setForm(EMPTY);
      await refresh();
    } catch (error) {
      const atFields = serverFieldErrors(error, FIELDS, 'title');
      if (atFields) {
        setErrors(atFields);
      } else {
        setFailure(errorMessage(error));
      }
    } finally {
      setPending(false);
    }
  }

  async function remove(reply: CannedReply) {
    setFailure(undefined);
    setNotice(undefined);
    try {
      await callEndpoint(chatAgentApi.deleteCannedReply, { params: { uuid: reply.uuid } });
      setNotice(`Removed “${reply.title}”.`);
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <section
      aria-labelledby="canned-heading"
      className="flex flex-col gap-3 rounded border border-line bg-white p-4"
    >
      <h2 id="canned-heading" className="text-xl font-semibold">
        Canned replies
      </h2>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {failure ? <Alert>{failure}</Alert> : null}
      {replies.data && replies.data.replies.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {replies.data.replies.map((reply) => (
            <li
              key={reply.uuid}
              className="flex flex-wrap items-start justify-between gap-2 border-b border-line pb-2"
            >
              <span className="min-w-0">
                <span className="font-semibold">{reply.title}</span>{' '}
                <span className="text-sm text-muted">({reply.orgCode})</span>
                <span className="block whitespace-pre-wrap break-words">{reply.body}</span>
              </span>
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  aria-label={`Change ${reply.title}`}
                  onPress={() => {
                    setEditing(reply);
                    setForm({ orgCode: reply.orgCode, title: reply.title, body: reply.body });
                    setErrors({});
                  }}
                >
                  Change
                </Button>
                <Button
                  variant="danger"
                  aria-label={`Remove ${reply.title}`}
                  onPress={() => void remove(reply)}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{replies.isPending ? 'Loading…' : 'No canned replies yet.'}</p>
      )}
      <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-3">
        <h3 className="font-semibold">{editing ? `Change “${editing.title}”` : 'Add a canned reply'}</h3>
        <TextField
          label="Lender"
          description="The lender's code, e.g. hearth."
          value={form.orgCode}
          onChange={(orgCode) => setForm((current) => ({ ...current, orgCode }))}
          error={errors.orgCode}
        />
        <TextField
          label="Title"
          value={form.title}
          onChange={(title) => setForm((current) => ({ ...current, title }))}
          error={errors.title}
        />
        <label className="flex flex-col gap-1 font-medium">
          Text
          <textarea
            value={form.body}
            rows={3}
            maxLength={CANNED_BODY_MAX}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? 'canned-body-error' : undefined}
            onChange={(event) => setForm((current) => ({ ...current, body: event.target.value }))}
            className="rounded border border-line px-3 py-2 font-normal"
          />
        </label>
        {errors.body ? (
          <p id="canned-body-error" className="text-sm font-medium text-danger">
            {errors.body}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button type="submit" isPending={pending}>
            {editing ? 'Save changes' : 'Add reply'}
          </Button>
          {editing ? (
            <Button
              variant="secondary"
              onPress={() => {
                setEditing(undefined);
                setForm(EMPTY);
                setErrors({});
              }}
            >
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
