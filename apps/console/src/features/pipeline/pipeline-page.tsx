import { opsPipelineApi } from '@hearth/domain/api/ops-pipeline-api';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { PagerNav } from '../../components/pager-nav.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { PipelineFilterForm } from './pipeline-filter-form.tsx';
import {
  hasFilters,
  type PipelineView,
  readView,
  toQuery,
  withFilters,
  writeView,
} from './pipeline-filters.ts';
import { PipelineTable } from './pipeline-table.tsx';
import { QueueCounts } from './queue-counts.tsx';
import { usePipelineStream } from './use-pipeline-stream.ts';

export const PIPELINE_KEY = ['opsPipeline', 'list'] as const;
/** Moves come in bursts (a decision and the jobs it starts): one refetch for each burst. */
const REFRESH_DELAY_MS = 400;

/**
 * Every application the staff user may see: search and filters (in the URL, so a view can be
 * shared), server-side sorting and paging, counts per queue, and live updates from the step-moved
 * feed that refetch the page in place (focus and scroll stay).
 */
export default function PipelinePage() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => readView(search), [search]);
  const client = useQueryClient();
  const pipeline = useQuery({
    queryKey: [...PIPELINE_KEY, view],
    queryFn: ({ signal }) => callEndpoint(opsPipelineApi.list, { query: toQuery(view) }, { signal }),
    placeholderData: keepPreviousData,
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Any move may change the queue counts, and a row may enter or leave the visible page.
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void client.invalidateQueries({ queryKey: PIPELINE_KEY }),
      REFRESH_DELAY_MS,
    );
  }, [client]);
  usePipelineStream(refresh);
  const show = (next: PipelineView) => setSearch(writeView(next));

  return (
    <>
      <PageHeading>Pipeline</PageHeading>
      <PipelineFilterForm view={view} onApply={(changes) => show(withFilters(view, changes))} />
      <QueryState query={pipeline}>
        {(data) => (
          <>
            <QueueCounts counts={data.queueCounts} />
            <section aria-labelledby="applications-heading" className="flex flex-col gap-3">
              <h2 id="applications-heading" className="text-lg font-semibold">
                Applications
              </h2>
              <p role="status" data-testid="pipeline-summary">
                {data.total === 0
                  ? hasFilters(view)
                    ? 'No application matches these filters.'
                    : 'No applications yet.'
                  : `Applications ${(data.page - 1) * data.pageSize + 1}–${(data.page - 1) * data.pageSize + data.items.length} of ${data.total}.`}
              </p>
              <PipelineTable
                rows={data.items}
                sorting={{ sort: view.sort, order: view.order }}
                onSort={(sorting) => show({ ...view, ...sorting, page: 1 })}
              />
              <PagerNav
                label="Pipeline pages"
                page={view.page}
                pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
                onPage={(page) => show({ ...view, page })}
              />
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
