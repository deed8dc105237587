import { ApiError } from '@portfolio/shared/api';
import { useMutation } from '@portfolio/shared/query';
import type { Resource } from './resource';
import { useInvalidate } from './use-invalidate';
import { useNotify } from './use-notify';
import { latestChangeSet, useUndoableToast } from './use-undo';

/** A save refused because the item changed since the form's copy of it (412 Precondition Failed). */
export const isStaleCopy = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 412;

/**
 * Create, update and delete with the rules of docs/product.md#admin-forms carried once for every resource:
 * create → toast and refetch (the form then leads to the list); update → refetch (the form toasts, with Undo,
 * once the item's links are saved too); delete → toast with Undo and refetch; any failure → the resource's error
 * toast (the caller keeps what was typed and shows the server's field messages).
 */
export function useResourceMutations<Item, Input, Row>(resource: Resource<Item, Input, Row>) {
  const { success, failure } = useNotify();
  const undoable = useUndoableToast();
  const invalidate = useInvalidate(resource);
  const { client, texts } = resource;

  const create = useMutation({
    mutationFn: (input: Input) => client.create(input),
    onSuccess: () => {
      success(texts.created);
      void invalidate();
    },
    onError: (error) => failure(error, texts.createFailed),
  });

  const update = useMutation({
    mutationFn: ({ id, input, ifMatch }: { id: number; input: Input; ifMatch?: string }) =>
      client.update(id, input, ifMatch),
    onSuccess: () => void invalidate(),
    // A stale copy is no failure to toast: the form shows what changed beside what was typed.
    onError: (error) => {
      if (!isStaleCopy(error)) failure(error, texts.updateFailed);
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => client.remove(id),
    onSuccess: (_nothing, id) => {
      void undoable(texts.deleted, () => latestChangeSet(resource.name, id, 'delete'));
      void invalidate();
    },
    onError: (error) => failure(error, texts.deleteFailed),
  });

  return { create, update, remove };
}
