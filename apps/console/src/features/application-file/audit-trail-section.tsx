import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { auditTrailQuery } from './file-queries.ts';
import { Section } from './section.tsx';

/** Who did what to this file, newest first, twenty at a time. */
export function AuditTrailSection({ applicationUuid }: { applicationUuid: string }) {
  const [page, setPage] = useState(1);
  const trail = useQuery(auditTrailQuery(applicationUuid, page));
  return (
    <Section id="audit" title="Audit trail">
      <QueryState query={trail}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          return data.items.length === 0 ? (
            <p className="text-muted">No audit events for this file.</p>
          ) : (
            <>
              <ul className="flex flex-col gap-1">
                {data.items.map((event) => (
                  <li key={event.uuid} className="border-b border-line pb-1">
                    <span className="font-medium">{formatDateTime(event.occurredAt)}</span>: {event.action}{' '}
                    <span className="text-muted">
                      by {event.actorType.toLowerCase()}
                      {event.actorUuid ? ` ${event.actorUuid.slice(0, 8)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
              <nav aria-label="Audit trail pages" className="flex items-center gap-3">
                <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
                  Newer
                </Button>
                <p>
                  Page {data.page} of {pages} ({data.total} events)
                </p>
                <Button variant="secondary" isDisabled={page >= pages} onPress={() => setPage(page + 1)}>
                  Older
                </Button>
              </nav>
            </>
          );
        }}
      </QueryState>
    </Section>
  );
}
