import { opsAuditApi } from '@hearth/domain/api/audit-api';
import type { OpsAuditEvent, OpsAuditFilters } from '@hearth/domain/ops/audit-log';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { AuditFilterForm } from './audit-filter-form.tsx';

const PAGE_SIZE = 50;
const column = createColumnHelper<OpsAuditEvent>();
const COLUMNS = [
  column.accessor('seq', { header: '#' }),
  column.accessor('occurredAt', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('action', { header: 'Action' }),
  column.accessor((event) => `${event.actorType}${event.actorUuid ? ` ${event.actorUuid}` : ''}`, {
    id: 'actor',
    header: 'Actor',
    cell: (info) => <span className="break-all text-sm">{info.getValue()}</span>,
  }),
  column.accessor((event) => `${event.entityType}${event.entityUuid ? ` ${event.entityUuid}` : ''}`, {
    id: 'entity',
    header: 'Entity',
    cell: (info) => <span className="break-all text-sm">{info.getValue()}</span>,
  }),
  column.accessor('payload', {
    header: 'Details',
    cell: (info) => <code className="break-all text-xs">{JSON.stringify(info.getValue())}</code>,
  }),
];

/** The tamper-evident audit log, newest first: filters, pages of 50, and the CSV export. */
export default function AuditPage() {
  const [filters, setFilters] = useState<OpsAuditFilters>({});
  const [page, setPage] = useState(1);
  const events = useQuery({
    queryKey: ['opsAudit', 'list', filters, page],
    queryFn: ({ signal }) =>
      callEndpoint(opsAuditApi.list, { query: { ...filters, page, pageSize: PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
  const exportCsv = useMutation({
    mutationFn: () => callEndpoint(opsAuditApi.export, { query: filters }),
    onSuccess: (blob) => saveBlob(blob, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`),
  });
  const total = events.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <AuditFilterForm
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onPress={() => exportCsv.mutate()} isPending={exportCsv.isPending}>
          Export CSV
        </Button>
        <span className="text-sm text-muted">Exports every event that matches the filters.</span>
      </div>
      {exportCsv.isError ? <Alert>{errorMessage(exportCsv.error)}</Alert> : null}
      <QueryState query={events}>
        {(data) => (
          <>
            <p role="status">
              {data.total === 0
                ? 'No events match.'
                : `Events ${(data.page - 1) * data.pageSize + 1}–${(data.page - 1) * data.pageSize + data.items.length} of ${data.total}, newest first.`}
            </p>
            <DataTable
              caption="Audit events"
              columns={COLUMNS}
              rows={data.items}
              rowId={(event) => event.uuid}
              empty="No events match these filters."
            />
          </>
        )}
      </QueryState>
      <nav aria-label="Audit log pages" className="flex items-center gap-3">
        <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage((current) => current - 1)}>
          Previous page
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button
          variant="secondary"
          isDisabled={page >= pages}
          onPress={() => setPage((current) => current + 1)}
        >
          Next page
        </Button>
      </nav>
    </>
  );
}
