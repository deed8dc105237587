import { historyApi, versionOfTag } from './history-api';
import { UNDO_TOAST_MS } from '@portfolio/shared/config';
import { useQueryClient } from '@portfolio/shared/query';
import { HISTORY_RESOURCES, type HistoryAction, type HistoryResource } from '@portfolio/shared/schemas';
import { notifyAtom, useSetAtom } from '@portfolio/shared/state';
import { useCallback } from 'react';
import { useNotify } from './use-notify';

export const UNDO = 'Undo';
export const UNDONE = 'Undone: it is back as it was.';
export const UNDO_FAILED = 'It could not be undone. Its history has every version to restore by hand.';

const historyResource = (name: string): HistoryResource | undefined =>
  HISTORY_RESOURCES.find((resource) => resource === name);

/** How many of an item's latest versions one save can have written: its fields, then each kind of link. */
const SAVE_VERSIONS = 10;

/**
 * The change sets a save of one item wrote, newest first: its versions after `sentTag` (the copy the form saved
 * from). A save writes its fields and its links in separate requests, and the owner undoes them all at once.
 */
export async function changeSetsSince(name: string, id: number, sentTag: string | undefined) {
  const resource = historyResource(name);
  const since = versionOfTag(sentTag);
  if (!resource || since === undefined) return [];
  const { history } = await historyApi.item(resource, id, { limit: SAVE_VERSIONS });
  return [...new Set(history.filter((entry) => entry.id > since).map((entry) => entry.changeSet))];
}

/** The change set of an item's latest version, when it is the `action` just made (a delete, a reorder). */
export async function latestChangeSet(name: string, id: number, action: HistoryAction) {
  const resource = historyResource(name);
  if (!resource) return [];
  const [latest] = (await historyApi.item(resource, id, { limit: 1 })).history;
  return latest?.action === action ? [latest.changeSet] : [];
}

/** The change set of the site's latest version, when it is the `action` just made (an import). */
export async function siteLatestChangeSet(action: HistoryAction) {
  const [latest] = (await historyApi.recent(1)).history;
  return latest?.action === action ? [latest.changeSet] : [];
}

/**
 * The success toast of a change the owner may take back: Undo, for as long as the toast shows, puts every item the
 * change touched back as it was (the history's undo of each change set, newest first) and refreshes every screen.
 * When the change cannot be found in the history (none is kept for it), the toast has no Undo.
 */
export function useUndoableToast() {
  const notify = useSetAtom(notifyAtom);
  const queryClient = useQueryClient();
  const { success, failure } = useNotify();

  const undo = useCallback(
    async (changeSets: number[]) => {
      try {
        for (const changeSet of changeSets) await historyApi.undo(changeSet);
        success(UNDONE);
      } catch (error) {
        failure(error, UNDO_FAILED);
      }
      await queryClient.invalidateQueries();
    },
    [queryClient, success, failure],
  );

  return useCallback(
    async (text: string, findChangeSets: () => Promise<number[]>) => {
      const changeSets = await findChangeSets().catch(() => []);
      if (changeSets.length === 0) {
        success(text);
        return;
      }
      notify({
        text,
        type: 'success',
        autoClose: UNDO_TOAST_MS,
        action: { label: UNDO, run: () => void undo(changeSets) },
      });
    },
    [notify, success, undo],
  );
}
