import { escapeHtml } from './escape';

/** The preview cards' size (the API draws them: api/src/cards/), what link previews show large. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Where the API serves a page's preview card, through the host's `/api` proxy. */
export const cardUrl = (siteUrl: string, path: string) => new URL(`/api/cards/${path}`, siteUrl).href;

export interface PreviewTags {
  type: string;
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of its preview card. */
  image: string;
  /** Says what the image shows, for those who cannot see it. */
  imageAlt: string;
}

/** Open Graph and Twitter tags of a page with a large preview card. */
export function previewTags(preview: PreviewTags): string[] {
  const attr = escapeHtml;
  return [
    `<meta property="og:type" content="${attr(preview.type)}" />`,
    `<meta property="og:title" content="${attr(preview.title)}" />`,
    `<meta property="og:description" content="${attr(preview.description)}" />`,
    `<meta property="og:url" content="${attr(preview.url)}" />`,
    `<meta property="og:image" content="${attr(preview.image)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${CARD_WIDTH}" />`,
    `<meta property="og:image:height" content="${CARD_HEIGHT}" />`,
    `<meta property="og:image:alt" content="${attr(preview.imageAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${attr(preview.title)}" />`,
    `<meta name="twitter:description" content="${attr(preview.description)}" />`,
    `<meta name="twitter:image" content="${attr(preview.image)}" />`,
    `<meta name="twitter:image:alt" content="${attr(preview.imageAlt)}" />`,
  ];
}
