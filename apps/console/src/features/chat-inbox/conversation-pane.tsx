import type { CannedReply, ChatConversationDetail } from '@hearth/domain/chat/chat-agent';
import { CHAT_MESSAGE_MAX } from '@hearth/domain/chat/chat-rules';
import type { ChatMessageFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { AttachmentDownload } from './attachment-download.tsx';
import type { ConversationFeed } from './chat-socket.ts';

/** How long a typing notice shows after the last one (the customer's client sends one a second). */
export const TYPING_SHOWN_MS = 3_000;

export interface ConversationActions {
  reply(body: string): Promise<unknown>;
  typing(): void;
  claim(): Promise<unknown>;
  transfer(toStaffUuid: string | null): Promise<unknown>;
  close(): Promise<unknown>;
}

/** The newest of the agents' messages the customer has read, for the "Read" mark under it. */
export function lastReadByCustomer(
  messages: readonly ChatMessageFrame[],
  feed: ConversationFeed,
): number | undefined {
  const customerSeq = Math.max(
    0,
    ...feed.readMarkers.filter((marker) => marker.kind !== 'AGENT').map((marker) => marker.seq),
  );
  return messages.filter((message) => message.author.kind === 'AGENT' && message.seq <= customerSeq).at(-1)
    ?.seq;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function MessageItem({ message, read }: { message: ChatMessageFrame; read: boolean }) {
  if (message.author.kind === 'SYSTEM') {
    return (
      <li className="self-center text-center text-sm text-muted">
        <span className="italic">{message.body}</span> · {formatDateTime(message.createdAt)}
      </li>
    );
  }
  const fromAgent = message.author.kind === 'AGENT';
  return (
    <li className={`flex max-w-[85%] flex-col gap-1 ${fromAgent ? 'self-end items-end' : 'self-start'}`}>
      <span className="text-sm text-muted">
        {message.author.name || (fromAgent ? 'Agent' : 'Customer')} · {formatDateTime(message.createdAt)}
      </span>
      {message.attachment ? (
        <div className="rounded border border-line bg-white px-3 py-2">
          <AttachmentDownload attachment={message.attachment} />
        </div>
      ) : (
        <p
          className={`whitespace-pre-wrap break-words rounded px-3 py-2 ${fromAgent ? 'bg-brand text-white' : 'border border-line bg-white'}`}
        >
          {message.body}
        </p>
      )}
      {read ? <span className="text-sm font-medium text-muted">Read</span> : null}
    </li>
  );
}

/**
 * One chat as its agent works it: the messages live from the socket, the customer's typing and
 * read marks, the reply box with the lender's canned replies, and claim, transfer and close.
 */
export function ConversationPane({
  conversation,
  feed,
  myStaffUuid,
  cannedReplies,
  agents,
  actions,
}: {
  conversation: ChatConversationDetail;
  feed: ConversationFeed;
  myStaffUuid: string;
  cannedReplies: readonly CannedReply[];
  agents: readonly { staffUuid: string; name: string }[];
  actions: ConversationActions;
}) {
  const [draft, setDraft] = useState('');
  const [transferTo, setTransferTo] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState<string | undefined>();
  const now = useNow(1_000);
  const state = feed.state ?? conversation.state;
  const assignee = conversation.assignee;
  const mine = assignee?.staffUuid === myStaffUuid;
  const mayReply = state !== 'ENDED' && (assignee === null || mine);
  const readSeq = lastReadByCustomer(feed.messages, feed);
  const customerTyping =
    feed.customerTypingAt !== undefined && now - feed.customerTypingAt < TYPING_SHOWN_MS && state !== 'ENDED';

  async function run(label: string, action: () => Promise<unknown>): Promise<boolean> {
    setBusy(label);
    setFailure(undefined);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(undefined);
    }
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const body = draft.trim();
    // Only a reply under way holds the next one back; a claim or transfer may still be settling.
    if (body.length === 0 || busy === 'reply') {
      return;
    }
    if (await run('reply', () => actions.reply(draft))) {
      setDraft('');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line (002 §5).
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  }

  const others = agents.filter((agent) => agent.staffUuid !== assignee?.staffUuid);
  return (
    <section
      aria-labelledby="conversation-heading"
      className="flex min-w-0 flex-col gap-3 rounded border border-line bg-white p-4"
    >
      <header className="flex flex-col gap-1">
        <h2 id="conversation-heading" className="text-xl font-semibold">
          {conversation.customerName || 'Visitor'}
        </h2>
        <p className="text-sm text-muted">
          {conversation.customerEmail ? `${conversation.customerEmail} · ` : ''}
          {conversation.orgCode} · {conversation.skill} ·{' '}
          {state === 'WAITING'
            ? 'Waiting for an agent'
            : state === 'ENDED'
              ? 'Ended'
              : `With ${mine ? 'you' : (assignee?.name ?? 'an agent')}`}
        </p>
      </header>

      <div className="flex flex-wrap items-end gap-2">
        {state === 'WAITING' ? (
          <Button isPending={busy === 'claim'} onPress={() => void run('claim', actions.claim)}>
            Claim
          </Button>
        ) : null}
        {state !== 'ENDED' ? (
          <>
            <label className="flex flex-col gap-1 text-sm font-medium">
              Transfer to
              <select
                value={transferTo}
                onChange={(event) => setTransferTo(event.target.value)}
                className="rounded border border-line bg-white px-2 py-2"
              >
                <option value="">Choose…</option>
                {state === 'ACTIVE' ? <option value="queue">Back to the queue</option> : null}
                {others.map((agent) => (
                  <option key={agent.staffUuid} value={agent.staffUuid}>
                    {agent.name}
                  </option>
                ))}
              </select>
            </label>
            <Button
              variant="secondary"
              isDisabled={transferTo === ''}
              isPending={busy === 'transfer'}
              onPress={() =>
                void run('transfer', () => actions.transfer(transferTo === 'queue' ? null : transferTo)).then(
                  (done) => done && setTransferTo(''),
                )
              }
            >
              Transfer
            </Button>
            <Button
              variant="danger"
              isPending={busy === 'close'}
              onPress={() => void run('close', actions.close)}
            >
              Close chat
            </Button>
          </>
        ) : null}
      </div>

      {failure ? <Alert>{failure}</Alert> : null}
      {feed.error ? <Alert>{feed.error}</Alert> : null}

      <div
        role="log"
        aria-label="Messages"
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable to scroll by keyboard
        tabIndex={0}
        className="max-h-[28rem] min-h-48 overflow-y-auto rounded bg-raised p-3 focus-visible:outline-3 focus-visible:outline-focus"
      >
        <ol className="flex flex-col gap-3">
          {feed.messages.map((message) => (
            <MessageItem key={message.seq} message={message} read={message.seq === readSeq} />
          ))}
        </ol>
      </div>
      <p aria-live="polite" className="min-h-6 text-sm text-muted">
        {customerTyping ? `${conversation.customerName || 'The customer'} is typing…` : ''}
      </p>

      {state === 'ENDED' ? (
        <p className="font-medium">This chat has ended.</p>
      ) : mayReply ? (
        <form onSubmit={(event) => void send(event)} className="flex flex-col gap-2">
          {cannedReplies.length > 0 ? (
            <label className="flex flex-col gap-1 text-sm font-medium">
              Canned reply
              <select
                value=""
                onChange={(event) => {
                  const chosen = cannedReplies.find((reply) => reply.uuid === event.target.value);
                  if (chosen) {
                    setDraft((current) =>
                      current.trim() ? `${current.trimEnd()}\n${chosen.body}` : chosen.body,
                    );
                  }
                }}
                className="rounded border border-line bg-white px-2 py-2"
              >
                <option value="">Insert a canned reply…</option>
                {cannedReplies.map((reply) => (
                  <option key={reply.uuid} value={reply.uuid}>
                    {reply.title}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="flex flex-col gap-1 font-medium">
            Reply
            <textarea
              value={draft}
              maxLength={CHAT_MESSAGE_MAX}
              rows={3}
              onChange={(event) => {
                setDraft(event.target.value);
                actions.typing();
              }}
              onKeyDown={onKeyDown}
              aria-describedby="reply-hint"
              className="rounded border border-line px-3 py-2 font-normal"
            />
          </label>
          <p id="reply-hint" className="text-sm text-muted">
            Enter sends; Shift+Enter starts a new line.
          </p>
          <div>
            <Button type="submit" isPending={busy === 'reply'} isDisabled={draft.trim().length === 0}>
              Send
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-muted">{assignee?.name ?? 'Another agent'} is answering this chat.</p>
      )}
    </section>
  );
}
