import type { QueryKey } from '@portfolio/shared/query';
import type { ReactNode } from 'react';
import type { Suggestion } from '../components/SuggestionInput';

/**
 * The links of an item to others (a technology's tags, a project's technologies), staged in the form like its
 * fields: changed freely while editing, applied by Save, dropped by Cancel, and settable on a new item
 * (docs/product.md#linked-items).
 */
export interface StagedLinks<Item, Linked extends Suggestion> {
  /** The links as stored. */
  of: (item: Item) => readonly Linked[];
  /** The section that shows them; `locked` while the form is read-only. */
  render: (props: {
    value: readonly Linked[];
    onChange: (next: readonly Linked[]) => void;
    locked: boolean;
  }) => ReactNode;
  /** Applies the difference once the item itself is saved (the API links one pair at a time). */
  save: (itemId: number, before: readonly Linked[], after: readonly Linked[]) => Promise<void>;
  /** For an item whose draft keeps its links too (a project's technologies): see `DraftLinks`. */
  inDraft?: DraftLinks<Linked>;
}

/**
 * How an item's draft keeps its links (docs/history.md#drafts-and-preview): the ids of the staged ones in a field
 * of the draft's body, in the form's order; a draft without that field leaves the links as they are.
 */
export interface DraftLinks<Linked extends Suggestion> {
  /** The draft body's field: `technologyIds`. */
  field: string;
  /** Every item that can be linked (the query the links' own section reads), to turn the draft's ids into chips. */
  candidates: { queryKey: QueryKey; queryFn: (context: { signal: AbortSignal }) => Promise<Linked[]> };
  /** What the draft notice says when `count` of the draft's links name items deleted since. */
  dropped: (count: number) => string;
}

/** A link change the API refused; its message names which one ('Failed to add tag to technology.'). */
export class LinkSaveError extends Error {
  constructor(
    message: string,
    override readonly cause: unknown,
  ) {
    super(message);
    this.name = 'LinkSaveError';
  }
}

interface LinkCalls<Linked> {
  add: (linked: Linked) => Promise<unknown>;
  remove: (linked: Linked) => Promise<unknown>;
  addFailed: string;
  removeFailed: string;
}

export const sameLinks = (a: readonly Suggestion[], b: readonly Suggestion[]) =>
  a.length === b.length && a.every((item) => b.some((other) => other.id === item.id));

/** Adds what `after` has and `before` lacks, removes the opposite; the first refusal stops it with its message. */
export async function applyLinkChanges<Linked extends Suggestion>(
  before: readonly Linked[],
  after: readonly Linked[],
  calls: LinkCalls<Linked>,
): Promise<void> {
  const has = (list: readonly Linked[], item: Linked) => list.some((other) => other.id === item.id);
  for (const item of before.filter((item) => !has(after, item))) {
    await calls.remove(item).catch((error: unknown) => {
      throw new LinkSaveError(calls.removeFailed, error);
    });
  }
  for (const item of after.filter((item) => !has(before, item))) {
    await calls.add(item).catch((error: unknown) => {
      throw new LinkSaveError(calls.addFailed, error);
    });
  }
}
