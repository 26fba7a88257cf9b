import { opsAuditApi } from '@hearth/domain/api/audit-api';
import type { OpsAuditEvent, OpsAuditFilters } from '@hearth/domain/ops/audit-log';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { FilteredList } from '../../components/filtered-list.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { useListFilters } from '../../lib/use-list-filters.ts';
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
    cell: (info) => <span className="block min-w-40 text-sm">{info.getValue()}</span>,
  }),
  column.accessor((event) => `${event.entityType}${event.entityUuid ? ` ${event.entityUuid}` : ''}`, {
    id: 'entity',
    header: 'Entity',
    cell: (info) => <span className="block min-w-40 text-sm">{info.getValue()}</span>,
  }),
  column.accessor('payload', {
    header: 'Details',
    cell: (info) => (
      <code className="block min-w-64 break-all text-xs">{JSON.stringify(info.getValue())}</code>
    ),
  }),
];

/** The tamper-evident audit log, newest first: filters, pages of 50, and the CSV export. */
export default function AuditPage() {
  const list = useListFilters<OpsAuditFilters>({});
  const events = useQuery({
    queryKey: ['opsAudit', 'list', list.filters, list.page],
    queryFn: ({ signal }) =>
      callEndpoint(
        opsAuditApi.list,
        { query: { ...list.filters, page: list.page, pageSize: PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const exportCsv = useMutation({
    mutationFn: () => callEndpoint(opsAuditApi.export, { query: list.filters }),
    onSuccess: (blob) => saveBlob(blob, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`),
  });

  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <FilteredList
        filters={<AuditFilterForm onApply={list.applyFilters} />}
        tools={
          <>
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="secondary" onPress={() => exportCsv.mutate()} isPending={exportCsv.isPending}>
                Export CSV
              </Button>
              <span className="text-sm text-muted">Exports every event that matches the filters.</span>
            </div>
            {exportCsv.isError ? <Alert>{errorMessage(exportCsv.error)}</Alert> : null}
          </>
        }
        query={events}
        noun="Events"
        noneMatch="No events match."
        table={{
          caption: 'Audit events',
          columns: COLUMNS,
          rowId: (event) => event.uuid,
          empty: 'No events match these filters.',
        }}
        pager={{ label: 'Audit log pages', page: list.page, pageSize: PAGE_SIZE, onPage: list.setPage }}
      />
    </>
  );
}
