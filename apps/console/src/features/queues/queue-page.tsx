import { opsQueuesApi } from '@hearth/domain/api/ops-pipeline-api';
import { OPS_QUEUES, zOpsQueueId } from '@hearth/domain/ops/ops-queues';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PagerNav } from '../../components/pager-nav.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { NotFoundPage } from '../../pages/not-found-page.tsx';
import { usePipelineStream } from '../pipeline/use-pipeline-stream.ts';
import { QueueItemCard } from './queue-item-card.tsx';
import { QUEUES_KEY, queueItemsKey } from './queue-keys.ts';

/** One queue: what waits there, oldest first, each with its assignee and the decisions it allows. */
export default function QueuePage() {
  const parsed = zOpsQueueId.safeParse(useParams().queue);
  return parsed.success ? <QueueView queue={parsed.data} /> : <NotFoundPage />;
}

function QueueView({ queue }: { queue: keyof typeof OPS_QUEUES }) {
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const client = useQueryClient();
  const items = useQuery({
    queryKey: queueItemsKey(queue, page),
    queryFn: ({ signal }) =>
      callEndpoint(opsQueuesApi.items, { params: { queue }, query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: QUEUES_KEY }), [client]);
  usePipelineStream(refresh);
  const label = OPS_QUEUES[queue].label;
  return (
    <>
      <PageHeading>{`Queue: ${label}`}</PageHeading>
      <p>
        <Link to="/queues" className="text-brand underline">
          All queues
        </Link>
      </p>
      <div aria-live="polite" className="empty:-mb-6">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
      </div>
      <QueryState query={items}>
        {(data) => (
          <>
            <p role="status" data-testid="queue-summary">
              {data.total === 0
                ? 'Nothing waits in this queue.'
                : `${data.total} waiting, the longest waiting first.`}
            </p>
            <ol className="flex flex-col gap-4">
              {data.items.map((item) => (
                <li key={item.uuid}>
                  <QueueItemCard
                    item={item}
                    onDecided={(message) => {
                      setNotice(message);
                      refresh();
                    }}
                  />
                </li>
              ))}
            </ol>
            {data.total > data.pageSize ? (
              <PagerNav
                label={`${label} pages`}
                page={page}
                pages={Math.ceil(data.total / data.pageSize)}
                onPage={setPage}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </>
  );
}
