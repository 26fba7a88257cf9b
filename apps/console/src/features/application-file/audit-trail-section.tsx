import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagerNav } from '../../components/pager-nav.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { auditTrailQuery } from './file-queries.ts';
import { Section } from './section.tsx';

/**
 * Who did what to this file, newest first, twenty at a time. The page on show stays while the next
 * one loads, so the pager (and the button just pressed, with the focus) never leaves the page.
 */
export function AuditTrailSection({ applicationUuid }: { applicationUuid: string }) {
  const [page, setPage] = useState(1);
  const trail = useQuery({ ...auditTrailQuery(applicationUuid, page), placeholderData: keepPreviousData });
  return (
    <Section id="audit" title="Audit trail">
      <QueryState query={trail}>
        {(data) => {
          if (data.total === 0) {
            return <p className="text-muted">No audit events for this file.</p>;
          }
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          const first = (data.page - 1) * data.pageSize + 1;
          return (
            <>
              <p role="status">
                {trail.isPlaceholderData
                  ? `Loading page ${page} of ${pages}…`
                  : `Events ${first}–${first + data.items.length - 1} of ${data.total}, newest first.`}
              </p>
              <ul className="flex flex-col gap-1" aria-busy={trail.isPlaceholderData || undefined}>
                {data.items.map((event) => (
                  <li key={event.uuid} className="border-b border-line pb-1 break-words">
                    <span className="font-medium">{formatDateTime(event.occurredAt)}</span>: {event.action}{' '}
                    <span className="text-muted">
                      by {event.actorType.toLowerCase()}
                      {event.actorUuid ? ` ${event.actorUuid.slice(0, 8)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
              <PagerNav label="Audit trail pages" page={page} pages={pages} onPage={setPage} />
            </>
          );
        }}
      </QueryState>
    </Section>
  );
}
