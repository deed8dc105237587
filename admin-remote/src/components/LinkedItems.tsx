import { CloseIcon } from '@portfolio/ui/icons';
import { iconButtonClass } from '@portfolio/ui/styles/controls';
import { type ReactNode, useId } from 'react';
import { type Suggestion, SuggestionInput } from './SuggestionInput';

interface LinkedItemsProps<Item extends Suggestion> {
  /** 'Tags', 'Technologies'. */
  title: string;
  /** How one is called in a button: 'tag' → 'Remove tag Frontend'. */
  noun: string;
  /** The links as the form holds them (staged until Save). */
  value: readonly Item[];
  onChange: (next: readonly Item[]) => void;
  /** Read-only: the links are shown without the means to change them. */
  locked: boolean;
  /** Every item that could be linked; the linked ones are left out of the suggestions. */
  candidates: readonly Item[];
  renderItem: (item: Item) => ReactNode;
}

/**
 * An item's links to others (a technology's tags, a project's technologies), part of its form: added through
 * suggestions and removed with a button, saved with the rest by Save (docs/product.md#linked-items).
 */
export function LinkedItems<Item extends Suggestion>({
  title,
  noun,
  value,
  onChange,
  locked,
  candidates,
  renderItem,
}: LinkedItemsProps<Item>) {
  const id = useId();
  const linkedIds = new Set(value.map((item) => item.id));
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} className="text-sm font-medium">
        {title}
      </h3>
      {value.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">None yet.</p>
      ) : (
        <ul aria-label={title} className="flex flex-wrap gap-2">
          {value.map((item) => (
            <li key={item.id} className="flex items-center gap-0.5">
              {renderItem(item)}
              {!locked && (
                <button
                  type="button"
                  aria-label={`Remove ${noun} ${item.name}`}
                  title={`Remove ${noun}`}
                  onClick={() => onChange(value.filter((other) => other.id !== item.id))}
                  className={`${iconButtonClass} size-7`}
                >
                  <CloseIcon className="size-4" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!locked && (
        <SuggestionInput
          label={`Add a ${noun}`}
          placeholder={`Type to find a ${noun}`}
          items={candidates.filter((item) => !linkedIds.has(item.id))}
          onPick={(item) => onChange([...value, item])}
        />
      )}
    </section>
  );
}
