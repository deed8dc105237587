import type { RemoteName } from '@portfolio/shared/remotes';
import { escapeHtml } from '../seo/escape';

/**
 * The bar every page carries while its browser previews a release: what it sees, and how to leave. Placed at the
 * page's bottom by `bottomBars()`, under a draft preview's bar when there is one too.
 */
export function previewBar(previews: { remote: RemoteName; version: string }[]): string {
  if (previews.length === 0) return '';
  const what = previews.map(({ remote, version }) => `${remote} ${escapeHtml(version)}`).join(', ');
  return (
    '<div id="release-preview-bar" role="region" aria-label="Release preview" style="' +
    'display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:center;padding:.5rem 1rem;' +
    'background:#1e293b;color:#f8fafc;font:14px/1.4 system-ui,sans-serif;border-top:2px solid #f59e0b">' +
    `<span>Previewing ${what}</span>` +
    '<form method="post" action="/releases/preview/exit" style="margin:0">' +
    '<button type="submit" style="min-height:32px;padding:.25rem .75rem;border-radius:.375rem;border:1px solid #f59e0b;' +
    'background:transparent;color:#fde68a;font:inherit;cursor:pointer">Exit</button></form></div>'
  );
}
