import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from './data-table.tsx';
import { PagerNav } from './pager-nav.tsx';
import { QueryState } from './query-state.tsx';

/** One page of a list as the ops API answers it. */
export interface ListPage<Row> {
  items: Row[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * A list read newest first, a page at a time: its filters, what acts on the whole list (an
 * export), a line saying which rows show (or that none match), the table, and the pager.
 */
export function FilteredList<Row>({
  filters,
  tools,
  query,
  noun,
  noneMatch,
  table,
  pager,
}: {
  filters: ReactNode;
  tools?: ReactNode;
  query: UseQueryResult<ListPage<Row>>;
  /** Names the rows in the status line: "Events 1–50 of 120, newest first." */
  noun: string;
  noneMatch: string;
  table: {
    caption: string;
    // biome-ignore lint/suspicious/noExplicitAny: columns of mixed value types, as TanStack Table types them.
    columns: ColumnDef<Row, any>[];
    rowId: (row: Row) => string;
    empty: string;
  };
  pager: { label: string; page: number; pageSize: number; onPage: (page: number) => void };
}) {
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / pager.pageSize));
  return (
    <>
      {filters}
      {tools}
      <QueryState query={query}>
        {(data) => (
          <>
            <p role="status">{describeRows(data, noun, noneMatch)}</p>
            <DataTable
              caption={table.caption}
              columns={table.columns}
              rows={data.items}
              rowId={table.rowId}
              empty={table.empty}
            />
          </>
        )}
      </QueryState>
      <PagerNav label={pager.label} page={pager.page} pages={pages} onPage={pager.onPage} />
    </>
  );
}

function describeRows(data: ListPage<unknown>, noun: string, noneMatch: string): string {
  if (data.total === 0) {
    return noneMatch;
  }
  const first = (data.page - 1) * data.pageSize + 1;
  return `${noun} ${first}–${first + data.items.length - 1} of ${data.total}, newest first.`;
}
