import type { QueueItem } from '@hearth/domain/ops/queue-dto';
import { Link } from 'react-router';
import { BreakableName } from '../../components/breakable-name.tsx';
import { formatElapsed, formatMoney } from '../../lib/format.ts';
import { stepLabel } from '../../lib/labels.ts';
import { useMe } from '../../lib/me.ts';
import { can } from '../../lib/permissions.ts';
import { AssignControls } from './assign-controls.tsx';
import { DecisionForm } from './decision-form.tsx';

/** One application waiting in a queue: who and where, who works it, and the decisions it allows. */
export function QueueItemCard({
  item,
  onDecided,
}: {
  item: QueueItem;
  onDecided: (message: string) => void;
}) {
  const me = useMe();
  const name = [item.firstName, item.lastName].filter(Boolean).join(' ') || 'No name yet';
  const headingId = `item-${item.uuid}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded border border-line bg-white p-4"
      data-testid="queue-item"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        <Link to={`/applications/${item.uuid}`} className="text-brand underline">
          {item.loanNumber}
        </Link>{' '}
        <span className="font-normal">· {name}</span>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted">Step</dt>
        <dd>{stepLabel(item.serverStep)}</dd>
        <dt className="text-muted">Waiting</dt>
        <dd>
          <time dateTime={item.stepEnteredAt}>{formatElapsed(item.stepEnteredAt)}</time>
        </dd>
        <dt className="text-muted">Lender</dt>
        <dd>{item.organizationCode}</dd>
        <dt className="text-muted">Amount</dt>
        <dd>{formatMoney(item.amount)}</dd>
        <dt className="text-muted">E-mail</dt>
        <dd>
          <BreakableName name={item.email} />
        </dd>
        <dt className="text-muted">Assignee</dt>
        <dd data-testid="assignee">{item.assignee?.email ?? 'Unassigned'}</dd>
      </dl>
      {can(me?.role, 'events.send') ? (
        <AssignControls item={item} myUuid={me?.uuid} canReassign={can(me?.role, 'applications.reassign')} />
      ) : null}
      {item.actions.length > 0 ? (
        <DecisionForm item={item} onDecided={onDecided} />
      ) : (
        <p className="text-muted">Your role has no decision to take here; this file is for reading.</p>
      )}
    </article>
  );
}
