import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells (width, alignment). */
  className?: string;
  /** A header a screen reader needs but the eye does not (the actions column). */
  hideHeader?: boolean;
}

interface DataTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** Extra attributes of a row (drag and drop). */
  rowProps?: (row: Row, index: number) => React.HTMLAttributes<HTMLTableRowElement> & { 'data-id'?: number };
}

/** A plain, accessible table: a caption for screen readers, a header row and one row per item. */
export function DataTable<Row>({ caption, rows, columns, rowKey, rowProps }: DataTableProps<Row>) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase dark:bg-slate-800/70 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-semibold ${column.className ?? ''}`}
              >
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-900">
          {rows.map((row, index) => (
            <tr key={rowKey(row)} {...rowProps?.(row, index)}>
              {columns.map((column) => (
                <td key={column.header} className={`px-3 py-2 align-middle ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
