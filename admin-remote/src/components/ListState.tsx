import { ApiError } from '@portfolio/shared/api';
import { PlusIcon } from '@portfolio/ui/icons';
import { Spinner } from '@portfolio/ui/Spinner';
import { linkClass, primaryButtonClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { Link } from '@portfolio/shared/router';

/** A list screen's spinner while it loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12 text-sky-700 dark:text-sky-400">
      <Spinner label={label} className="size-8" />
    </div>
  );
}

/**
 * A list with nothing in it (docs/product.md#admin-lists); a failed one shows LoadFailure instead. It offers the
 * ways on: a search that found nothing can be cleared, and the item looked for may be created ('New tag').
 */
export function NoResults({
  search,
  onClearSearch,
  singular,
}: {
  search: string;
  onClearSearch: () => void;
  singular: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
      <p className="font-medium text-slate-900 dark:text-slate-100">No Results</p>
      {search && <p className="text-sm">Nothing matches “{search}”.</p>}
      <div className="flex flex-wrap justify-center gap-3">
        {search && (
          <button type="button" onClick={onClearSearch} className={secondaryButtonClass}>
            Clear search
          </button>
        )}
        <Link to="create-new" className={primaryButtonClass}>
          <PlusIcon className="size-4" />
          New {singular}
        </Link>
      </div>
    </div>
  );
}

/** The API answered that the item does not exist (or was deleted since the link was made). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Retry a failed load once on its own, but never an item that is not there: asking again will not make it. */
export const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

/**
 * A list or an item that could not be loaded: the resource's message stays on screen with Retry, rather than
 * 'No Results', which read as "everything is gone" (docs/decisions.md#failures-made-visible).
 */
export function LoadFailure({
  text,
  onRetry,
  retrying,
}: {
  text: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-red-300 bg-red-50 p-6 text-center text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="font-medium">{text}</p>
      <p className="text-sm">Try again in a moment.</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={secondaryButtonClass}>
        {retrying && <Spinner />}
        Retry
      </button>
    </div>
  );
}

/** An id that names no item: said plainly, with the way back to the list. */
export function ItemNotFound({
  singular,
  listTitle,
  listHref,
}: {
  singular: string;
  listTitle: string;
  listHref: string;
}) {
  const name = singular.charAt(0).toUpperCase() + singular.slice(1);
  return (
    <div className="space-y-3 rounded-lg border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
      <p className="font-medium">{name} not found.</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        There is no such {singular}: it may have been deleted, or the link is wrong.
      </p>
      <Link to={listHref} className={linkClass}>
        Back to {listTitle.toLowerCase()}
      </Link>
    </div>
  );
}
