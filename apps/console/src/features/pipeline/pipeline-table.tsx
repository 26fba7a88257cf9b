import { OPS_QUEUES } from '@hearth/domain/ops/ops-queues';
import type { PipelineRow, PipelineSort } from '@hearth/domain/ops/pipeline';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { BreakableName } from '../../components/breakable-name.tsx';
import { TableScroller } from '../../components/table-scroller.tsx';
import { formatDateTime, formatElapsed, formatMoney } from '../../lib/format.ts';
import { phaseLabel, stepLabel } from '../../lib/labels.ts';

const column = createColumnHelper<PipelineRow>();

/** The columns; those with `meta.sort` sort on the server. */
const COLUMNS = [
  column.accessor('loanNumber', {
    header: 'Loan',
    meta: { sort: 'loanNumber' },
    cell: (info) => (
      <Link className="font-medium text-brand underline" to={`/applications/${info.row.original.uuid}`}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor((row) => [row.firstName, row.lastName].filter(Boolean).join(' ') || '—', {
    id: 'applicant',
    header: 'Applicant',
    cell: (info) => (
      <>
        <span className="block">{info.getValue()}</span>
        <BreakableName name={info.row.original.email} className="block text-sm text-muted" />
        {info.row.original.sandboxPersona ? (
          <span className="text-sm">Sandbox: {info.row.original.sandboxPersona}</span>
        ) : null}
      </>
    ),
  }),
  column.accessor('organizationCode', { header: 'Lender' }),
  column.accessor('serverStep', {
    header: 'Step',
    cell: (info) => {
      const { phase, queue } = info.row.original;
      return (
        <>
          <span className="block">{stepLabel(info.getValue())}</span>
          <span className="block text-sm text-muted">
            {phaseLabel(phase)}
            {queue ? ` · ${OPS_QUEUES[queue].label}` : ''}
          </span>
        </>
      );
    },
  }),
  column.accessor('stepEnteredAt', {
    header: 'Time in step',
    meta: { sort: 'timeInStep' },
    cell: (info) => <time dateTime={info.getValue()}>{formatElapsed(info.getValue())}</time>,
  }),
  column.accessor('amount', {
    header: 'Amount',
    meta: { sort: 'amount' },
    cell: (info) => formatMoney(info.getValue()),
  }),
  column.accessor((row) => row.assignee?.email ?? 'Unassigned', { id: 'assignee', header: 'Assignee' }),
  column.accessor('createdDate', {
    header: 'Started',
    meta: { sort: 'created' },
    cell: (info) => formatDateTime(info.getValue()),
  }),
];

interface SortState {
  sort: PipelineSort;
  order: 'asc' | 'desc';
}

/** What the pipeline's wide table and its phone cards both draw from. */
interface PipelineViewProps {
  rows: PipelineRow[];
  sorting: SortState;
  onSort: (next: SortState) => void;
}

/**
 * The pipeline's rows, sorted and paged by the server: a sortable column's header is a button that
 * sorts by it (again: the other way), and says its order with aria-sort.
 */
export function PipelineTable({ rows, sorting, onSort }: PipelineViewProps) {
  return useIsPhone() ? (
    <PipelineCards rows={rows} sorting={sorting} onSort={onSort} />
  ) : (
    <WideTable rows={rows} sorting={sorting} onSort={onSort} />
  );
}

/** Below Tailwind's `sm` breakpoint the table would scroll sideways: a phone gets cards instead. */
const PHONE_QUERY = '(max-width: 639.98px)';

function useIsPhone(): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') {
        return () => {};
      }
      const query = window.matchMedia(PHONE_QUERY);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

const SORTABLE: Array<[PipelineSort, string]> = [
  ['loanNumber', 'Loan'],
  ['timeInStep', 'Time in step'],
  ['amount', 'Amount'],
  ['created', 'Started'],
];

/**
 * The pipeline on a phone: one card per application with what staff act on first (loan, who,
 * step and phase, how long it has waited, amount, assignee) and the sort buttons above the cards.
 */
function PipelineCards({ rows, sorting, onSort }: PipelineViewProps) {
  return (
    <>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 text-sm text-muted">Sort by</legend>
        {SORTABLE.map(([sort, label]) => {
          const active = sorting.sort === sort;
          return (
            <button
              key={sort}
              type="button"
              aria-pressed={active}
              className="inline-flex min-h-11 items-center gap-1 rounded border border-line px-3 aria-pressed:border-brand aria-pressed:font-semibold focus-visible:outline-3 focus-visible:outline-focus"
              onClick={() => onSort({ sort, order: active && sorting.order === 'desc' ? 'asc' : 'desc' })}
            >
              {label}
              <span aria-hidden="true">{active ? (sorting.order === 'asc' ? '▲' : '▼') : '↕'}</span>
              {active ? (
                <span className="sr-only">, {sorting.order === 'asc' ? 'ascending' : 'descending'}</span>
              ) : null}
            </button>
          );
        })}
      </fieldset>
      {rows.length === 0 ? (
        <p className="text-muted">No applications match this view.</p>
      ) : (
        <ul aria-label={`Applications, ${describeSort(sorting)}`} className="flex flex-col gap-3">
          {rows.map((row) => {
            const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || '—';
            return (
              <li
                key={row.uuid}
                data-testid="pipeline-card"
                className="rounded border border-line bg-white p-3"
              >
                <p>
                  <Link
                    className="min-h-11 py-2 font-medium text-brand underline"
                    to={`/applications/${row.uuid}`}
                  >
                    {row.loanNumber}
                  </Link>
                </p>
                <p>{name}</p>
                <BreakableName name={row.email} className="block text-sm text-muted" />
                {row.sandboxPersona ? <p className="text-sm">Sandbox: {row.sandboxPersona}</p> : null}
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted">Step</dt>
                  <dd>
                    <span className="block">{stepLabel(row.serverStep)}</span>
                    <span className="block text-muted">
                      {phaseLabel(row.phase)}
                      {row.queue ? ` · ${OPS_QUEUES[row.queue].label}` : ''}
                    </span>
                  </dd>
                  <dt className="text-muted">Amount</dt>
                  <dd>{formatMoney(row.amount)}</dd>
                  <dt className="text-muted">Time in step</dt>
                  <dd>
                    <time dateTime={row.stepEnteredAt}>{formatElapsed(row.stepEnteredAt)}</time>
                  </dd>
                  <dt className="text-muted">Assignee</dt>
                  <dd className="break-words">{row.assignee?.email ?? 'Unassigned'}</dd>
                  <dt className="text-muted">Lender</dt>
                  <dd>{row.organizationCode}</dd>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

function WideTable({ rows, sorting, onSort }: PipelineViewProps) {
  const table = useReactTable({
    data: rows,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.uuid,
    manualSorting: true,
    manualPagination: true,
  });
  return (
    <TableScroller label="Applications table">
      <table className="w-full min-w-[48rem] border-collapse text-left">
        <caption className="sr-only">Applications, {describeSort(sorting)}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b-2 border-line">
              {group.headers.map((header) => {
                const sort = (header.column.columnDef.meta as { sort?: PipelineSort } | undefined)?.sort;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                const active = sort !== undefined && sorting.sort === sort;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active ? (sorting.order === 'asc' ? 'ascending' : 'descending') : undefined}
                    className="px-2 py-2 font-semibold"
                  >
                    {sort ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-focus"
                        onClick={() =>
                          onSort({ sort, order: active && sorting.order === 'desc' ? 'asc' : 'desc' })
                        }
                      >
                        {label}
                        <span aria-hidden="true">{active ? (sorting.order === 'asc' ? '▲' : '▼') : '↕'}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="px-2 py-3 text-muted">
                No applications match this view.
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-line align-top">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-2 py-2">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroller>
  );
}

const SORT_NAMES: Record<PipelineSort, string> = {
  created: 'start date',
  updated: 'last change',
  timeInStep: 'time in step',
  loanNumber: 'loan number',
  amount: 'amount',
};

function describeSort({ sort, order }: SortState): string {
  return `sorted by ${SORT_NAMES[sort]}, ${order === 'asc' ? 'ascending' : 'descending'}`;
}
