import { MAX_PAGE_SIZE } from '@portfolio/shared/config';
import type { Page, ResourceClient } from '@portfolio/shared/api';
import { type QueryKey, useMutation, useQueryClient } from '@portfolio/shared/query';
import { useState } from 'react';
import type { Identified, Resource } from './resource';
import { useInvalidate } from './use-invalidate';
import { useNotify } from './use-notify';
import { latestChangeSet, useUndoableToast } from './use-undo';

export const ORDER_SAVED = 'Order saved';

export type MoveRequest = { id: number; direction: -1 | 1 } | { id: number; beforeId: number };

/** Every id of the resource in its current order, page by page at the largest page size. */
async function currentOrder(client: ResourceClient<unknown, never, Identified>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const result = await client.list({ page, limit: MAX_PAGE_SIZE });
    ids.push(...result.items.map((row) => row.id));
    totalPages = result.totalPages;
  }
  return ids;
}

/** Where `request` puts its item in `ids`; undefined when it would not move. */
function targetIndex(ids: readonly number[], request: MoveRequest): number | undefined {
  const from = ids.indexOf(request.id);
  const to = 'direction' in request ? from + request.direction : ids.indexOf(request.beforeId);
  if (from < 0 || to < 0 || to >= ids.length || to === from) return undefined;
  return to;
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

interface ReorderOptions<Row extends Identified> {
  resource: Resource<unknown, unknown, Row>;
  /** Saves the complete new order. */
  save: (ids: number[]) => Promise<void>;
  /** The list on screen, to move rows there at once. */
  listKey: QueryKey;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
}

/**
 * Moves one row of a list in the owner's order and saves the whole order at once (the API wants every id).
 * The row moves on screen before the answer; a refusal brings the old order back with the resource's update
 * failure toast. A screen reader hears where the row went; `focusAfterMove` names the row to keep focus on.
 */
export function useReorder<Row extends Identified>(options: ReorderOptions<Row>) {
  const { resource, save, listKey, page, pageSize, setPage } = options;
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(resource);
  const { failure } = useNotify();
  const undoable = useUndoableToast();
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; direction: -1 | 1 } | null>(null);

  const mutation = useMutation({
    // One move at a time, each from the order the previous one left: quick presses never undo each other.
    scope: { id: `reorder-${resource.name}` },
    mutationFn: async (request: MoveRequest) => {
      const ids = await currentOrder(resource.client as ResourceClient<unknown, never, Identified>);
      const to = targetIndex(ids, request);
      if (to === undefined) return undefined;
      await save(moved(ids, ids.indexOf(request.id), to));
      return { position: to, total: ids.length };
    },
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<Page<Row>>(listKey);
      if (previous) {
        const to = targetIndex(
          previous.items.map((row) => row.id),
          request,
        );
        const from = previous.items.findIndex((row) => row.id === request.id);
        if (to !== undefined)
          queryClient.setQueryData(listKey, { ...previous, items: moved(previous.items, from, to) });
      }
      return { previous };
    },
    onSuccess: (result, request) => {
      if (!result) return;
      const row = queryClient.getQueryData<Page<Row>>(listKey)?.items.find((item) => item.id === request.id);
      const name = row ? resource.labelOf(row) : 'The item';
      setAnnouncement(`${name} moved to position ${result.position + 1} of ${result.total}.`);
      void undoable(ORDER_SAVED, () => latestChangeSet(resource.name, request.id, 'reorder'));
      const landedOn = Math.floor(result.position / pageSize) + 1;
      if (landedOn !== page) setPage(landedOn);
      if ('direction' in request) setFocusAfterMove({ id: request.id, direction: request.direction });
    },
    onError: (error, _request, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      setAnnouncement('The new order could not be saved; the old order is back.');
      failure(error, resource.texts.updateFailed);
    },
    onSettled: () => invalidate(),
  });

  return {
    move: (request: MoveRequest) => mutation.mutate(request),
    moving: mutation.isPending,
    announcement,
    focusAfterMove,
    focusDone: () => setFocusAfterMove(null),
  };
}
