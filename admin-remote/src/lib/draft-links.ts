import { useQuery } from '@portfolio/shared/query';
import type { Suggestion } from '../components/SuggestionInput';
import type { Draft } from './drafts-api';
import type { DraftLinks } from './staged-links';

/** A draft's links as chips, and what the draft notice says of those it can no longer show. */
export interface DraftLinksShown<Linked> {
  /** The draft's links, in its order; undefined while it names none (the item's own links stand) or they load. */
  linked: readonly Linked[] | undefined;
  /** Why some of the draft's links are missing from `linked` (their items were deleted since), if any are. */
  dropped: string | null;
}

/** The ids a draft's body lists in `field`, or undefined when it lists none (a draft that keeps the links). */
export const draftLinkIds = (draft: Draft | null, field: string | undefined): number[] | undefined => {
  const ids = field && draft ? (draft.body as Record<string, unknown>)[field] : undefined;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : undefined;
};

/**
 * The links an item's draft keeps, as the chips its form stages (docs/history.md#drafts-and-preview): each id
 * found among the items that can be linked, in the draft's order. An item deleted since the draft was saved is
 * left out, and said so: saving the draft again drops it for good, where publishing it as it is would be refused.
 */
export function useDraftLinks<Linked extends Suggestion>(
  inDraft: DraftLinks<Linked> | undefined,
  draft: Draft | null,
): DraftLinksShown<Linked> {
  const ids = draftLinkIds(draft, inDraft?.field);
  const candidates = useQuery({
    // A form without links in its drafts asks for nothing (never enabled); the query still needs a function.
    ...(inDraft?.candidates ?? { queryKey: ['no-draft-links'], queryFn: async (): Promise<Linked[]> => [] }),
    enabled: ids !== undefined,
  });
  if (!inDraft || ids === undefined || !candidates.data) return { linked: undefined, dropped: null };
  const byId = new Map(candidates.data.map((item) => [item.id, item]));
  const linked = ids.flatMap((id) => byId.get(id) ?? []);
  const missing = ids.length - linked.length;
  return { linked, dropped: missing > 0 ? inDraft.dropped(missing) : null };
}
