import { EmptyState } from '@portfolio/ui/EmptyState';
import { Spinner } from '@portfolio/ui/Spinner';

/** A list screen's spinner while it loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12 text-sky-700 dark:text-sky-400">
      <Spinner label={label} className="size-8" />
    </div>
  );
}

/** An empty list and a failed one both show 'No Results' (docs/product.md#admin-lists). */
export function NoResults() {
  return <EmptyState>No Results</EmptyState>;
}
