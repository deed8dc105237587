import { resourceQueries } from '@portfolio/shared/api';
import { PAGE_SIZE } from '@portfolio/shared/config';
import { confirmAtom, useSetAtom } from '@portfolio/shared/state';
import type { SelectOption } from '@portfolio/ui/fields/SelectField';
import { PlusIcon } from '@portfolio/ui/icons';
import { primaryButtonClass } from '@portfolio/ui/styles/controls';
import { keepPreviousData, useQuery } from '@portfolio/shared/query';
import { type DragEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from '@portfolio/shared/router';
import type { Identified, Resource } from '../lib/resource';
import { useListParams } from '../lib/use-list-params';
import { useReorder } from '../lib/use-reorder';
import { useResourceMutations } from '../lib/use-resource-mutations';
import { type Column, DataTable } from './DataTable';
import { ListLoading, LoadFailure, NoResults } from './ListState';
import { Pagination } from './Pagination';
import { ReorderControls } from './ReorderControls';
import { RowActions } from './RowActions';
import { SearchBar } from './SearchBar';

interface ResourceListPageProps<Item, Input, Row extends Identified> {
  resource: Resource<Item, Input, Row>;
  columns: readonly Column<Row>[];
  searchPlaceholder?: string;
  /** A choice of fields to search (users); the resource's one search field otherwise. */
  searchByOptions?: readonly SelectOption[];
  /** False for a row that may not be deleted (your own user). */
  canDelete?: (row: Row) => boolean;
  /** The owner's order: rows move by drag and drop and by move up / move down, saved at once. */
  reorder?: (ids: number[]) => Promise<void>;
}

/**
 * A resource's list screen (docs/product.md#admin-lists): title, search, New, a paginated table with Edit and
 * Delete per row (a click on a row opens it too), a spinner while loading, 'No Results' when empty (with 'Clear
 * search' and 'New …'), and an error with Retry that stays when it failed. Page and search live in the URL.
 */
export function ResourceListPage<Item, Input, Row extends Identified>({
  resource,
  columns,
  searchPlaceholder,
  searchByOptions,
  canDelete = () => true,
  reorder,
}: ResourceListPageProps<Item, Input, Row>) {
  const { texts } = resource;
  const list = useListParams();
  const listQuery = resourceQueries(resource.name, resource.client).list(list.params);
  const rows = useQuery({ ...listQuery, placeholderData: keepPreviousData });
  const { remove } = useResourceMutations(resource);
  const navigate = useNavigate();
  const confirm = useSetAtom(confirmAtom);
  const reordering = useReorder({
    resource,
    save: reorder ?? (() => Promise.resolve()),
    listKey: listQuery.queryKey,
    page: list.page,
    pageSize: PAGE_SIZE,
    setPage: list.setPage,
  });

  // The last row of the last page was deleted: show the page that still exists.
  const totalPages = rows.data?.totalPages ?? 1;
  const { page, setPage } = list;
  useEffect(() => {
    if (rows.isSuccess && page > totalPages) setPage(totalPages);
  }, [rows.isSuccess, page, totalPages, setPage]);

  const askToDelete = (row: Row) =>
    confirm({ text: texts.confirmDelete(row), onConfirm: () => remove.mutate(row.id) });

  const canReorder = reorder !== undefined && !list.search;
  const items = rows.data?.items ?? [];
  const offset = (list.page - 1) * PAGE_SIZE;
  const drag = useRowDrag((id, beforeId) => reordering.move({ id, beforeId }));

  const allColumns: Column<Row>[] = [
    ...(canReorder
      ? [
          {
            header: 'Order',
            className: 'w-24 max-sm:order-last',
            cell: (row: Row) => {
              const index = offset + items.indexOf(row);
              const total = (rows.data?.totalPages ?? 1) > list.page ? Infinity : offset + items.length;
              return (
                <ReorderControls
                  label={resource.labelOf(row)}
                  isFirst={index === 0}
                  isLast={index === total - 1}
                  onMove={(direction) => reordering.move({ id: row.id, direction })}
                  focus={
                    reordering.focusAfterMove?.id === row.id ? reordering.focusAfterMove.direction : undefined
                  }
                  onFocused={reordering.focusDone}
                />
              );
            },
          },
        ]
      : []),
    // The name leads to the item too: a link the keyboard reaches, and a row a click anywhere opens.
    ...columns.map((column) =>
      column.primary
        ? {
            ...column,
            cell: (row: Row) => (
              <Link
                to={String(row.id)}
                className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
              >
                {column.cell(row)}
              </Link>
            ),
          }
        : column,
    ),
    {
      header: 'Actions',
      hideHeader: true,
      className: 'w-24 text-right max-sm:order-last max-sm:ml-auto',
      cell: (row: Row) => (
        <RowActions
          id={row.id}
          label={resource.labelOf(row)}
          onDelete={canDelete(row) ? () => askToDelete(row) : undefined}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="list-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="list-title" className="text-2xl font-semibold">
          {resource.label}
        </h2>
        <Link to="create-new" className={primaryButtonClass}>
          <PlusIcon className="size-4" />
          New
        </Link>
      </div>
      <SearchBar
        search={list.search}
        searchBy={list.searchBy}
        searchByOptions={searchByOptions}
        placeholder={searchPlaceholder}
        onSearch={list.setSearch}
        onClear={list.clearSearch}
      />
      {reorder && list.search && (
        <p className="text-sm text-slate-600 dark:text-slate-400">Clear the search to change the order.</p>
      )}
      {rows.isPending || remove.isPending ? (
        <ListLoading label={`Loading ${resource.label.toLowerCase()}…`} />
      ) : rows.isError ? (
        <LoadFailure
          text={texts.loadListFailed}
          onRetry={() => void rows.refetch()}
          retrying={rows.isFetching}
        />
      ) : items.length === 0 ? (
        <NoResults search={list.search} onClearSearch={list.clearSearch} singular={resource.singular} />
      ) : (
        <DataTable
          caption={resource.label}
          rows={items}
          columns={allColumns}
          rowKey={(row) => row.id}
          rowProps={canReorder ? (row) => drag.rowProps(row.id) : undefined}
          onOpen={(row) => navigate(String(row.id))}
        />
      )}
      <p aria-live="polite" className="sr-only">
        {reordering.announcement}
      </p>
      {!rows.isError && <Pagination page={list.page} totalPages={totalPages} onChange={list.setPage} />}
    </section>
  );
}

/** HTML drag and drop of table rows: a row dropped on another takes its place. */
function useRowDrag(onDrop: (id: number, beforeId: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  return {
    rowProps: (id: number) => ({
      draggable: true,
      'data-id': id,
      onDragStart: (event: DragEvent<HTMLTableRowElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(id));
        setDragged(id);
      },
      onDragOver: (event: DragEvent<HTMLTableRowElement>) => {
        if (dragged === null) return;
        event.preventDefault();
        setOver(id);
      },
      onDragLeave: () => setOver((current) => (current === id ? null : current)),
      onDrop: (event: DragEvent<HTMLTableRowElement>) => {
        event.preventDefault();
        if (dragged !== null && dragged !== id) onDrop(dragged, id);
        setDragged(null);
        setOver(null);
      },
      onDragEnd: () => {
        setDragged(null);
        setOver(null);
      },
      className: `${dragged === id ? 'opacity-50' : ''} ${over === id && dragged !== id ? 'outline-2 -outline-offset-2 outline-sky-500' : ''}`,
    }),
  };
}
