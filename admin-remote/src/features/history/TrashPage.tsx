import { historyApi, historyQueries } from '../../lib/history-api';
import { PAGE_SIZE } from '@portfolio/shared/config';
import { useMutation, useQuery, useQueryClient } from '@portfolio/shared/query';
import type { HistoryEntry } from '@portfolio/shared/schemas';
import { confirmAtom, useSetAtom } from '@portfolio/shared/state';
import { secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { ListLoading, LoadFailure } from '../../components/ListState';
import { Pagination } from '../../components/Pagination';
import { authorOf, formatVersionTime, RESOURCE_WORDS } from '../../lib/history-words';
import { useNotify } from '../../lib/use-notify';
import { useUndoableToast } from '../../lib/use-undo';

export const TRASH_EMPTY = 'The trash is empty: nothing has been deleted.';
export const BROUGHT_BACK = (label: string) => `${label} is back, with its links and its place.`;
export const BRING_BACK_FAILED = 'Failed to bring it back.';

/**
 * Every deleted project, experience, technology and tag (docs/history.md), newest deletion first: each comes back
 * with its old id, links and place after a confirm, and its toast offers Undo.
 */
export function TrashPage() {
  const [page, setPage] = useState(1);
  const trash = useQuery(historyQueries.trash(page, PAGE_SIZE));
  const confirm = useSetAtom(confirmAtom);
  const queryClient = useQueryClient();
  const { failure } = useNotify();
  const undoable = useUndoableToast();

  const bringBack = useMutation({
    mutationFn: (entry: HistoryEntry) => historyApi.restore(entry.id),
    onSuccess: async (result, entry) => {
      await queryClient.invalidateQueries();
      void undoable(BROUGHT_BACK(entry.label), async () =>
        result.changeSet === null ? [] : [result.changeSet],
      );
    },
    onError: (error) => failure(error, BRING_BACK_FAILED),
  });

  const rows = trash.data?.history ?? [];
  const totalPages = Math.max(1, Math.ceil((trash.data?.total ?? 0) / PAGE_SIZE));
  return (
    <section aria-labelledby="trash-title" className="space-y-4">
      <h3 id="trash-title" className="text-xl font-semibold">
        Trash
      </h3>
      {trash.isPending ? (
        <ListLoading label="Loading the trash…" />
      ) : trash.isError ? (
        <LoadFailure
          text="Failed to load the trash."
          onRetry={() => void trash.refetch()}
          retrying={trash.isFetching}
        />
      ) : rows.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{TRASH_EMPTY}</p>
      ) : (
        <DataTable
          caption="Deleted items"
          rows={rows}
          rowKey={(entry) => entry.id}
          columns={[
            { header: 'Name', primary: true, cell: (entry) => entry.label },
            { header: 'Kind', cell: (entry) => RESOURCE_WORDS[entry.resource] },
            {
              header: 'Deleted',
              cell: (entry) => (
                <>
                  <time dateTime={entry.at}>{formatVersionTime(entry.at)}</time> by {authorOf(entry)}
                </>
              ),
            },
            {
              header: 'Actions',
              hideHeader: true,
              className: 'text-right max-sm:ml-auto',
              cell: (entry) => (
                <button
                  type="button"
                  className={`${secondaryButtonClass} px-3 py-1 text-sm`}
                  disabled={bringBack.isPending}
                  aria-label={`Restore ${entry.label}`}
                  onClick={() =>
                    confirm({
                      text: `Bring back ${RESOURCE_WORDS[entry.resource].toLowerCase()} "${entry.label}" as it was when deleted?`,
                      onConfirm: () => bringBack.mutate(entry),
                    })
                  }
                >
                  Restore
                </button>
              ),
            },
          ]}
        />
      )}
      {!trash.isError && totalPages > 1 && (
        <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      )}
    </section>
  );
}
