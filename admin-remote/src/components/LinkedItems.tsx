import { CloseIcon } from '@portfolio/ui/icons';
import { Spinner } from '@portfolio/ui/Spinner';
import { iconButtonClass } from '@portfolio/ui/styles/controls';
import type { ReactNode } from 'react';
import { type Suggestion, SuggestionInput } from './SuggestionInput';

interface LinkedItemsProps<Item extends Suggestion> {
  /** 'Tags', 'Technologies'. */
  title: string;
  /** How one is called in a button: 'tag' → 'Remove tag Frontend'. */
  noun: string;
  linked: readonly Item[];
  /** Every item that could be linked; the linked ones are left out of the suggestions. */
  candidates: readonly Item[];
  renderItem: (item: Item) => ReactNode;
  onAdd: (item: Item) => void;
  onRemove: (item: Item) => void;
  busy: boolean;
}

/**
 * The links of an item that exists (a technology's tags, a project's technologies): each add or remove is
 * saved at once and the item refetched, apart from the form's Save (docs/product.md#linked-items).
 */
export function LinkedItems<Item extends Suggestion>({
  title,
  noun,
  linked,
  candidates,
  renderItem,
  onAdd,
  onRemove,
  busy,
}: LinkedItemsProps<Item>) {
  const linkedIds = new Set(linked.map((item) => item.id));
  return (
    <section
      aria-labelledby="linked-title"
      aria-busy={busy}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id="linked-title" className="flex items-center gap-2 text-lg font-semibold">
        {title}
        {busy && <Spinner label={`Saving the ${title.toLowerCase()}…`} className="size-4" />}
      </h3>
      {linked.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">None yet.</p>
      ) : (
        <ul aria-label={title} className="flex flex-wrap gap-2">
          {linked.map((item) => (
            <li key={item.id} className="flex items-center gap-0.5">
              {renderItem(item)}
              <button
                type="button"
                aria-label={`Remove ${noun} ${item.name}`}
                title={`Remove ${noun}`}
                onClick={() => onRemove(item)}
                className={`${iconButtonClass} size-7`}
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <SuggestionInput
        label={`Add a ${noun}`}
        placeholder={`Type to find a ${noun}`}
        items={candidates.filter((item) => !linkedIds.has(item.id))}
        onPick={onAdd}
      />
    </section>
  );
}
