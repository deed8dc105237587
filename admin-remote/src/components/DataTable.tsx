import type { MouseEvent, ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells (width, alignment, where the cell sits in a phone's card). */
  className?: string;
  /** A header a screen reader needs but the eye does not (the actions column). */
  hideHeader?: boolean;
  /** The row's name: it takes what room a phone's card has, and leads to the item. */
  primary?: boolean;
}

interface DataTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** Extra attributes of a row (drag and drop). */
  rowProps?: (row: Row, index: number) => React.HTMLAttributes<HTMLTableRowElement> & { 'data-id'?: number };
  /** Opens a row's item: a click anywhere on the row that is not on one of its own controls. */
  onOpen?: (row: Row) => void;
}

/** A click on a row's own link, button or field does its own thing, not the row's. */
const onControl = (event: MouseEvent) =>
  event.target instanceof Element &&
  event.target.closest('a, button, input, select, textarea, label') !== null;

/**
 * A plain, accessible table: a caption for screen readers, a header row and one row per item. Below 640 px each
 * row is a card (the cells wrap inside it), so a phone never scrolls sideways to reach a row's actions; the
 * explicit roles keep it a table for screen readers whatever its CSS display.
 */
export function DataTable<Row>({ caption, rows, columns, rowKey, rowProps, onOpen }: DataTableProps<Row>) {
  return (
    <div className="rounded-lg sm:border sm:border-slate-200 sm:dark:border-slate-800">
      <table role="table" className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase max-sm:sr-only dark:bg-slate-800/70 dark:text-slate-300"
        >
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className={`px-3 py-2 font-semibold ${column.className ?? ''}`}
              >
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="max-sm:block max-sm:space-y-3 sm:divide-y sm:divide-slate-200 sm:bg-white sm:dark:divide-slate-800 sm:dark:bg-slate-900"
        >
          {rows.map((row, index) => {
            const extra = rowProps?.(row, index);
            return (
              <tr
                key={rowKey(row)}
                role="row"
                {...extra}
                onClick={
                  onOpen &&
                  ((event) => {
                    if (!onControl(event) && !event.defaultPrevented) onOpen(row);
                  })
                }
                className={`${extra?.className ?? ''} ${onOpen ? 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/60' : ''} max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3 max-sm:dark:border-slate-800 max-sm:dark:bg-slate-900`}
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    role="cell"
                    className={`px-3 py-2 align-middle max-sm:w-auto max-sm:p-0 ${column.primary ? 'max-sm:min-w-0 max-sm:flex-1 max-sm:basis-[calc(100%-6rem)]' : ''} ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
