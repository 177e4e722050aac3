import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** The server's sort name for this column; absent: not sortable. */
  sort?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface DataTableSort {
  sort: string;
  dir: 'asc' | 'desc';
}

interface DataTableProps<Row> {
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort?: DataTableSort;
  onSort?: (sort: DataTableSort) => void;
  empty?: ReactNode;
}

/**
 * A table whose sorting happens on the server: a sortable header is a button that asks for the
 * column (again: the other direction); `aria-sort` tells assistive technology the current order.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, sort, onSort, empty = 'Nothing to show.' }: DataTableProps<Row>) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {columns.map((column) => {
              const active = column.sort !== undefined && sort?.sort === column.sort;
              const ariaSort = active ? (sort!.dir === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={ariaSort} className={cn('px-3 py-2 font-semibold', column.className)}>
                  {column.sort && onSort ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 hover:text-foreground"
                      onClick={() => onSort({ sort: column.sort!, dir: active && sort!.dir === 'asc' ? 'desc' : 'asc' })}
                    >
                      {column.header}
                      {active ? (
                        sort!.dir === 'asc' ? <ArrowUp className="size-3.5" aria-hidden="true" /> : <ArrowDown className="size-3.5" aria-hidden="true" />
                      ) : (
                        <ArrowUpDown className="size-3.5 text-muted-foreground" aria-hidden="true" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-muted-foreground">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-border align-top">
                {columns.map((column) => (
                  <td key={column.key} className={cn('px-3 py-2', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
