import type { ChatInboxItem, ChatInboxView } from '@hearth/domain/chat/chat-agent';
import { formatElapsed } from '../../lib/format.ts';

export const VIEW_LABELS: Record<ChatInboxView, string> = {
  waiting: 'Waiting',
  mine: 'Mine',
  active: 'All active',
};

/** The three views of the inbox, as toggle buttons (one pressed). */
export function InboxViews({
  view,
  onChange,
}: {
  view: ChatInboxView;
  onChange: (view: ChatInboxView) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Show</legend>
      {(Object.keys(VIEW_LABELS) as ChatInboxView[]).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className="rounded border border-line px-3 py-1 font-medium aria-pressed:bg-brand aria-pressed:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {VIEW_LABELS[option]}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The conversations of one view: who, which lender and queue, how long it has waited and how many
 * of the customer's messages are unread. Choosing one opens it beside the list.
 */
export function InboxList({
  items,
  selected,
  onSelect,
  now = Date.now(),
}: {
  items: readonly ChatInboxItem[];
  selected: string | undefined;
  onSelect: (uuid: string) => void;
  now?: number;
}) {
  if (items.length === 0) {
    return <p className="text-muted">No chats here.</p>;
  }
  return (
    <ul aria-label="Chats" className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.uuid}>
          <button
            type="button"
            aria-current={item.uuid === selected ? 'true' : undefined}
            onClick={() => onSelect(item.uuid)}
            className="flex w-full flex-col gap-1 rounded border border-line bg-white p-3 text-left hover:bg-raised aria-[current]:border-brand aria-[current]:ring-2 aria-[current]:ring-brand focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold">{item.customerName || 'Visitor'}</span>
              {item.unreadCount > 0 ? (
                <span className="rounded-full bg-brand px-2 text-sm font-semibold text-white">
                  {item.unreadCount}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </span>
            <span className="text-sm text-muted">
              {item.orgCode} · {item.skill} · {item.customerKind === 'BORROWER' ? 'Signed in' : 'Visitor'}
            </span>
            <span className="text-sm">
              {item.state === 'WAITING'
                ? `Waiting ${formatElapsed(item.createdAt, now)}`
                : `With ${item.assignee?.name ?? 'an agent'}`}
              {item.lastMessageAt ? ` · last message ${formatElapsed(item.lastMessageAt, now)} ago` : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
