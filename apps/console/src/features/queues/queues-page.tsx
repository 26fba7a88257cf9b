import { opsQueuesApi } from '@hearth/domain/api/ops-pipeline-api';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { queueListKey } from './queue-keys.ts';

/** Every kind of staff decision, with how many applications wait for it; each opens its queue. */
export default function QueuesPage() {
  const queues = useQuery({
    queryKey: queueListKey,
    queryFn: ({ signal }) => callEndpoint(opsQueuesApi.list, { query: {} }, { signal }),
  });
  return (
    <>
      <PageHeading>Queues</PageHeading>
      <p className="max-w-prose text-muted">
        Applications that wait for a staff decision, one queue per kind of decision. Each queue lists the
        longest waiting first.
      </p>
      <QueryState query={queues}>
        {(list) => (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {list.map((queue) => (
              <li key={queue.queue}>
                <Link
                  to={`/queues/${queue.queue}`}
                  className="flex items-center justify-between gap-3 rounded border border-line bg-white p-4 hover:bg-raised focus-visible:outline-3 focus-visible:outline-focus"
                >
                  <span className="font-medium">{queue.label}</span>
                  <span data-testid={`queue-count-${queue.queue}`}>
                    {queue.count === 0 ? 'Empty' : `${queue.count} waiting`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
