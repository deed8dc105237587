import type { ReleaseCheck } from '@portfolio/shared/schemas';
import { CheckIcon, CloseIcon } from '@portfolio/ui/icons';

/** A release's checks: one line when all passed, each check with what it found when opened. */
export function ReleaseChecks({ checks }: { checks: ReleaseCheck[] }) {
  const failed = checks.filter((check) => !check.ok);
  const summary =
    failed.length === 0
      ? `All ${checks.length} checks passed`
      : `${failed.length} of ${checks.length} checks failed: ${failed.map((check) => check.name).join(', ')}`;
  return (
    <details className="text-sm">
      <summary
        className={`cursor-pointer font-medium ${failed.length === 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
      >
        {summary}
      </summary>
      <ul className="mt-2 space-y-1">
        {checks.map((check) => (
          <li key={check.name} className="flex gap-2">
            {check.ok ? (
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
            ) : (
              <CloseIcon className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" />
            )}
            <span className="min-w-0 break-words">
              <span className="sr-only">{check.ok ? 'Passed: ' : 'Failed: '}</span>
              <span className="font-medium">{check.name}</span>: {check.message}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
