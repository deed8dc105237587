import type { Release } from '@portfolio/shared/schemas';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** "+12.3 %" / "−4.0 %": a change's share of the live release's size, signed. */
const signedShare = (share: number) => `${share >= 0 ? '+' : '−'}${Math.abs(share * 100).toFixed(1)} %`;

/**
 * What a release says about itself: its notes, what a visitor downloads of it against the live release (flagged
 * when it grows by more than 10 %), and the shared packages' versions it was built with.
 */
export function ReleaseFacts({ release }: { release: Release }) {
  const change = release.downloadChange;
  const shared = Object.entries(release.shared ?? {});
  return (
    <div className="space-y-1 text-sm">
      {release.notes && (
        <p className="whitespace-pre-line">
          <span className="font-medium">Notes: </span>
          {release.notes}
        </p>
      )}
      {release.downloadBytes !== null && (
        <p>
          <span className="font-medium">Download: </span>
          {kib(release.downloadBytes)} gzipped
          {change && (
            <>
              {' '}
              ({signedShare(change.share)} against live)
              {change.flagged && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
                  More than 10 % larger
                </span>
              )}
            </>
          )}
        </p>
      )}
      {shared.length > 0 && (
        <details>
          <summary className="cursor-pointer">Shared packages ({shared.length})</summary>
          <ul className="mt-1 font-mono text-xs">
            {shared.map(([name, version]) => (
              <li key={name}>
                {name} {version}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
