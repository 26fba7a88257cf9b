import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { TableScroller } from './table-scroller.tsx';

/**
 * A table of rows through TanStack Table: a caption names it for screen readers, header cells are
 * column headers, and an empty table says so in a row of its own. On a phone it keeps columns wide
 * enough to read and scrolls sideways.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  empty,
  rowId,
}: {
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: columns of mixed value types, as TanStack Table types them.
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  empty: string;
  rowId: (row: Row) => string;
}) {
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: rowId });
  return (
    <TableScroller label={caption}>
      <table className="w-full min-w-[40rem] border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b-2 border-line">
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-2 py-2 font-semibold">
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-2 py-3 text-muted">
                {empty}
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
