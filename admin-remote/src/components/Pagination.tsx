import { ChevronLeftIcon, ChevronRightIcon } from '@portfolio/ui/icons';
import { secondaryButtonClass } from '@portfolio/ui/styles/controls';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/**
 * Prev, 'page / total', Next: Prev does nothing on page 1, Next nothing on the last
 * (docs/product.md#pagination).
 */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const total = Math.max(1, totalPages);
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3">
      <button
        type="button"
        onClick={() => page > 1 && onChange(page - 1)}
        disabled={page <= 1}
        className={`${secondaryButtonClass} px-3`}
      >
        <ChevronLeftIcon />
        Prev
      </button>
      <p className="text-sm tabular-nums" aria-live="polite">
        <span className="sr-only">Page </span>
        {page} / {total}
      </p>
      <button
        type="button"
        onClick={() => page < total && onChange(page + 1)}
        disabled={page >= total}
        className={`${secondaryButtonClass} px-3`}
      >
        Next
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
