interface LoadErrorProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed request: what went wrong in plain words and a way to try again; the rest of the page stays usable. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
    >
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-3 rounded-md border border-red-300 bg-white px-4 py-1.5 text-sm font-medium text-red-900 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60 dark:border-red-800 dark:bg-red-900 dark:text-red-50 dark:hover:bg-red-800"
      >
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
