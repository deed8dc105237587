import {
  DRAFT_PREVIEW_PARAM,
  DRAFT_PREVIEW_SCHEME,
  type DraftPreview,
  draftPreviewSchema,
} from '@portfolio/shared/schemas';
import type { PageHead } from '@portfolio/shared/seo';
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

/** `url` (a path, or absolute) with a preview link's token: what the API answers there with the draft applied. */
export const withDraftToken = (url: string, token: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${DRAFT_PREVIEW_PARAM}=${encodeURIComponent(token)}`;

/** The head tags that name the page's preview card. */
const CARD_TAGS = new Set(['og:image', 'twitter:image']);

/**
 * A preview page's head, its card the one the draft makes: the owner sees in the source what a link preview
 * would show once published (the page is theirs alone and never indexed, so the token goes nowhere else).
 */
export function withDraftCard(head: PageHead, token: string | undefined): PageHead {
  if (token === undefined) return head;
  return {
    ...head,
    meta: head.meta.map((tag) =>
      CARD_TAGS.has(tag.key) ? { ...tag, content: withDraftToken(tag.content, token) } : tag,
    ),
  };
}

/** Where the preview's bar leads besides Exit: the page's card and the résumé (when offered), with the draft. */
export interface DraftBarLinks {
  editPath: string;
  card: string;
  resume?: string;
}

const BAR_LINK =
  'display:inline-flex;align-items:center;min-height:32px;padding:0 .5rem;border-radius:.375rem;' +
  'border:1px solid #fcd34d;color:#fffbeb;text-decoration:none';

const barLink = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="${BAR_LINK}">${text}</a>`;

/**
 * The bar a draft preview carries: at the bottom as a release preview's is (`bottomBars()`), after the page's
 * markup (so the page's skip link stays the first thing to focus), a landmark of its own. It opens the page's
 * preview card and the résumé as the draft makes them (the token is in their addresses), and Exit leads back to
 * the edit screen (leaving the page leaves the preview: it lives in these addresses only). Inline styles: the
 * page's sheets belong to the remote and may not style it, and the colours keep 4.5:1 in either theme.
 */
export function draftBar({ editPath, card, resume }: DraftBarLinks): string {
  return (
    '<div id="draft-preview-bar" role="region" aria-label="Draft preview" style="display:flex;flex-wrap:wrap;' +
    'gap:.5rem;align-items:center;justify-content:center;padding:.375rem .5rem;' +
    'background:#78350f;color:#fffbeb;font:600 14px/1.4 system-ui,sans-serif;border-top:2px solid #f59e0b">' +
    '<span>Draft preview ·</span>' +
    barLink(card, 'Card') +
    (resume ? barLink(resume, 'Résumé') : '') +
    barLink(editPath, 'Exit') +
    '</div>'
  );
}
