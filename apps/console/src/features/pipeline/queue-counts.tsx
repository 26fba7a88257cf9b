import { OPS_QUEUE_IDS, OPS_QUEUES, type OpsQueueId } from '@hearth/domain/ops/ops-queues';
import type { QueueCounts as Counts } from '@hearth/domain/ops/pipeline';
import { Link } from 'react-router';

/** How many applications wait in each queue, each a link to that queue's page. */
export function QueueCounts({ counts }: { counts: Counts }) {
  const queues = OPS_QUEUE_IDS.filter((queue: OpsQueueId) => (counts[queue] ?? 0) > 0);
  return (
    <section aria-labelledby="queue-counts-heading" className="flex flex-col gap-2">
      <h2 id="queue-counts-heading" className="text-lg font-semibold">
        Waiting in queues
      </h2>
      {queues.length === 0 ? (
        <p className="text-muted">No application waits for a staff decision.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {queues.map((queue) => (
            <li key={queue}>
              <Link
                to={`/queues/${queue}`}
                className="inline-flex gap-2 rounded border border-line bg-white px-3 py-1 hover:bg-raised focus-visible:outline-3 focus-visible:outline-focus"
              >
                <span>{OPS_QUEUES[queue].label}</span>
                <span className="font-semibold" data-testid={`queue-count-${queue}`}>
                  {counts[queue]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
