import type { PageHead } from '@portfolio/shared/seo';
import { escapeHtml } from './escape';

/**
 * A page head (@portfolio/shared/seo: the same the browser sets after a client-side navigation) as HTML: the
 * canonical link and every `<meta>`, values escaped (the owner writes them).
 */
export function headTags(head: PageHead): string[] {
  const attr = escapeHtml;
  return [
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    ...head.meta.map(
      ({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${attr(content)}" />`,
    ),
  ];
}
