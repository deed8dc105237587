import {
  DRAFT_PREVIEW_PARAM,
  DRAFT_PREVIEW_SCHEME,
  type DraftPreview,
  draftPreviewSchema,
} from '@portfolio/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../seo/escape';

const API_TIMEOUT_MS = 3000;

/**
 * Draft previews (docs/history.md#drafts-and-preview): a page asked for with `?draft=<token>` is rendered with the
 * owner's unpublished changes, for this answer only. This is the one test of whether a request is one: any page
 * cache must skip such a request, before and after rendering (its answer is `private, no-store` anyway).
 */
export function draftPreviewToken(request: FastifyRequest): string | undefined {
  const token = (request.query as Record<string, unknown> | undefined)?.[DRAFT_PREVIEW_PARAM];
  return typeof token === 'string' ? token : undefined;
}

/** Headers of every draft preview answer, rendered or refused: never kept by a cache, never indexed. */
export function privatePreview(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
}

/**
 * What the link's token shows: the item with its draft applied, as the API answers it to that token only; null
 * when the API refuses the link (not valid, expired, its sign-in ended, or the draft is gone). Rejects when the
 * API cannot be reached.
 */
export async function readDraftPreview(apiBaseUrl: string, token: string): Promise<DraftPreview | null> {
  const response = await fetch(`${apiBaseUrl}/drafts/preview`, {
    headers: { accept: 'application/json', authorization: `${DRAFT_PREVIEW_SCHEME} ${token}` },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (response.status === 401 || response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new Error(`draft preview answered ${response.status}`);
  return draftPreviewSchema.parse(await response.json());
}

/** The page a refused or failed preview link gets: what happened and where to go, no script. */
export function draftPreviewProblem(reply: FastifyReply, status: 401 | 503): FastifyReply {
  const [title, text] =
    status === 401
      ? [
          'This draft preview link is not valid or has expired',
          'Open Preview again from the edit screen in the admin: a link lasts 30 minutes, and only while you stay signed in.',
        ]
      : [
          'The draft preview could not be shown',
          'The site could not read the draft just now: try again in a moment.',
        ];
  return privatePreview(reply.code(status))
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body><main><h1>${title}</h1><p>${text}</p><p><a href="/admin">Go to the admin</a> · <a href="/">Go to the site</a></p></main></body></html>`,
    );
}

/**
 * The bar a draft preview carries: fixed at the bottom as a release preview's is, after the page's markup (so
 * the page's skip link stays the first thing to focus), a landmark of its own, and leading back to the edit
 * screen (leaving the page leaves the preview: it lives in this address only). Inline styles: the page's sheets
 * belong to the remote and may not style it, and the colours keep 4.5:1 in either theme.
 */
export function draftBar(editPath: string): string {
  return (
    '<div id="draft-preview-bar" role="region" aria-label="Draft preview" style="position:fixed;z-index:2147483646;' +
    'inset:auto 0 0 0;display:flex;gap:.5rem;align-items:center;justify-content:center;padding:.375rem 1rem;' +
    'background:#78350f;color:#fffbeb;font:600 14px/1.4 system-ui,sans-serif;border-top:2px solid #f59e0b">' +
    '<span>Draft preview ·</span>' +
    `<a href="${escapeHtml(editPath)}" style="display:inline-flex;align-items:center;min-height:32px;padding:0 .75rem;` +
    'border-radius:.375rem;border:1px solid #fcd34d;color:#fffbeb;text-decoration:none">Exit</a></div>'
  );
}
