import type { ResourceName } from '@portfolio/shared/api';
import { useMutation } from '@portfolio/shared/query';
import { useInvalidate } from './use-invalidate';
import { useNotify } from './use-notify';

interface LinkCalls<Item> {
  add: (item: Item) => Promise<unknown>;
  remove: (item: Item) => Promise<unknown>;
  addFailed: string;
  removeFailed: string;
}

/**
 * Adding and removing the links of a `resource` item (a tag on a technology, a technology on a project): each
 * is saved at once, then the item and everything that shows it are refetched (docs/product.md#linked-items);
 * a failure says the resource's message. Spread the answer into LinkedItems.
 */
export function useLinkEditor<Item>(resource: ResourceName, calls: LinkCalls<Item>) {
  const invalidate = useInvalidate(resource);
  const { failure } = useNotify();
  const add = useMutation({
    mutationFn: calls.add,
    onSuccess: () => invalidate(),
    onError: (error) => failure(error, calls.addFailed),
  });
  const remove = useMutation({
    mutationFn: calls.remove,
    onSuccess: () => invalidate(),
    onError: (error) => failure(error, calls.removeFailed),
  });
  return {
    onAdd: (item: Item) => add.mutate(item),
    onRemove: (item: Item) => remove.mutate(item),
    busy: add.isPending || remove.isPending,
  };
}
