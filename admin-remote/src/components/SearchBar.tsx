import { SEARCH_DEBOUNCE_MS } from '@portfolio/shared/config';
import { type SelectOption } from '@portfolio/ui/fields/SelectField';
import { CloseIcon, SearchIcon } from '@portfolio/ui/icons';
import { iconButtonClass, inputClass, primaryButtonClass } from '@portfolio/ui/styles/controls';
import { type FormEvent, useEffect, useEffectEvent, useId, useState } from 'react';

const SEARCH_REQUIRED = 'Search is required';
const SEARCH_BY_REQUIRED = 'Search by is required';

interface SearchBarProps {
  /** The search in force (from the URL). */
  search: string;
  searchBy?: string;
  /** Fields to choose from (users: First name, Last name, E-mail); none for a one-field search. */
  searchByOptions?: readonly SelectOption[];
  onSearch: (text: string, by: string) => void;
  onClear: () => void;
  placeholder?: string;
}

/**
 * The list's search (docs/product.md#search): the list follows the box as the visitor types, once typing pauses
 * (SEARCH_DEBOUNCE_MS), or at once on Enter. The text must not be empty on submit, nor the field when there is a
 * choice of fields; clearing the text, or the clear button, resets both and shows everything again.
 */
export function SearchBar({
  search,
  searchBy = '',
  searchByOptions,
  onSearch,
  onClear,
  placeholder = 'Search',
}: SearchBarProps) {
  const id = useId();
  const [text, setText] = useState(search);
  const [by, setBy] = useState(searchBy);
  const [errors, setErrors] = useState<{ text?: string; by?: string }>({});
  // Back and forward change the search in the URL: the box follows (adjusted while rendering, not after). Not
  // when the URL took up the search the box sent: the box keeps what was typed since (a space before the next
  // word, the next letters).
  const [sent, setSent] = useState<{ search: string; searchBy: string } | null>(null);
  const [shown, setShown] = useState({ search, searchBy });
  if (shown.search !== search || shown.searchBy !== searchBy) {
    setShown({ search, searchBy });
    setSent(null);
    if (sent?.search !== search || sent.searchBy !== searchBy) {
      setText(search);
      setBy(searchBy);
    }
  }

  const wanted = text.trim();
  const searchNow = () => {
    const next = {
      text: wanted ? undefined : SEARCH_REQUIRED,
      by: searchByOptions && !by ? SEARCH_BY_REQUIRED : undefined,
    };
    setErrors(next);
    if (next.text || next.by) return;
    setSent({ search: wanted, searchBy: by });
    onSearch(wanted, by);
  };
  // Filter as you type: once typing pauses, what the box holds is the list's search (a field chosen anew too).
  const searchTyped = useEffectEvent(searchNow);
  const changed = wanted !== '' && (wanted !== search || by !== searchBy);
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(searchTyped, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [changed, wanted, by]);

  const clear = () => {
    setText('');
    setBy('');
    setErrors({});
    onClear();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchNow();
  };

  const errorIds = [errors.by && `${id}-by-error`, errors.text && `${id}-text-error`].filter(Boolean);
  return (
    <form role="search" noValidate onSubmit={submit}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        {searchByOptions && (
          <div className="sm:w-40">
            <label htmlFor={`${id}-by`} className="sr-only">
              Search by
            </label>
            <select
              id={`${id}-by`}
              value={by}
              onChange={(event) => setBy(event.target.value)}
              aria-invalid={errors.by ? true : undefined}
              aria-describedby={errors.by ? `${id}-by-error` : undefined}
              className={inputClass}
            >
              <option value="">Search by</option>
              {searchByOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="relative flex-1">
          <label htmlFor={`${id}-text`} className="sr-only">
            Search
          </label>
          <input
            id={`${id}-text`}
            type="search"
            value={text}
            placeholder={placeholder}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value === '' && search) clear();
            }}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errorIds.length > 0 ? errorIds.join(' ') : undefined}
            className={`${inputClass} pr-10 [&::-webkit-search-cancel-button]:hidden`}
          />
          {(text || search) && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={clear}
              className={`${iconButtonClass} absolute top-0.5 right-0.5`}
            >
              <CloseIcon className="size-4" />
            </button>
          )}
        </div>
        <button type="submit" className={primaryButtonClass}>
          <SearchIcon className="size-4" />
          Search
        </button>
      </div>
      {(errors.by || errors.text) && (
        <div className="mt-1 text-sm text-red-700 dark:text-red-400">
          {errors.by && <p id={`${id}-by-error`}>{errors.by}</p>}
          {errors.text && <p id={`${id}-text-error`}>{errors.text}</p>}
        </div>
      )}
    </form>
  );
}
