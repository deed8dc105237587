import { SUGGESTION_CLOSE_DELAY_MS } from '@portfolio/shared/config';
import { inputClass } from '@portfolio/ui/styles/controls';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

export interface Suggestion {
  id: number;
  name: string;
}

interface SuggestionInputProps<Item extends Suggestion> {
  label: string;
  /** What may be picked (already linked items are left out by the caller). */
  items: readonly Item[];
  onPick: (item: Item) => void;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * Type to filter, pick with the mouse or with the arrows and Enter, Escape to close (the ARIA combobox
 * pattern). The list closes 300 ms after the field loses focus and is at most 300 px tall
 * (docs/product.md#linked-items).
 */
export function SuggestionInput<Item extends Suggestion>({
  label,
  items,
  onPick,
  placeholder,
  disabled = false,
}: SuggestionInputProps<Item>) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const term = text.trim().toLowerCase();
  const matches = items.filter((item) => item.name.toLowerCase().includes(term));
  const expanded = open && !disabled;
  const activeItem = expanded ? matches[Math.min(active, matches.length - 1)] : undefined;

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const pick = (item: Item) => {
    onPick(item);
    setText('');
    setActive(0);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return show();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(
        (current) => (Math.min(current, matches.length - 1) + step + matches.length) % matches.length,
      );
    } else if (event.key === 'Enter') {
      // Enter in this field picks; it never submits the surrounding form.
      event.preventDefault();
      if (activeItem) pick(activeItem);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeItem ? `${id}-option-${activeItem.id}` : undefined}
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          show();
        }}
        onFocus={show}
        onClick={show}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), SUGGESTION_CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        className={`${inputClass} mt-1`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute z-10 mt-1 max-h-[300px] w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {matches.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
            Nothing to add{term ? ` matching “${text.trim()}”` : ''}.
          </li>
        ) : (
          matches.map((item) => (
            <li
              key={item.id}
              id={`${id}-option-${item.id}`}
              role="option"
              aria-selected={item === activeItem}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
              className={`cursor-pointer px-3 py-2 text-sm ${
                item === activeItem ? 'bg-sky-100 text-sky-950 dark:bg-sky-900 dark:text-sky-50' : ''
              }`}
            >
              {item.name}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
