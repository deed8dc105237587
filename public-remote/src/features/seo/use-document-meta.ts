import { DEFAULT_PROFESSIONAL_TITLE } from '@portfolio/shared/config';
import { homeTitle } from '@portfolio/shared/page-titles';
import type { PublicUser } from '@portfolio/shared/schemas';
import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description: string;
  /** Absolute URL: link previews do not resolve relative ones. */
  image: string | null;
  firstName: string;
  lastName: string;
}

const DESCRIPTION_MAX = 160;

/** Cut at a word boundary so previews never end mid-word. */
export function shorten(text: string, max = DESCRIPTION_MAX) {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function profileMeta(
  user: Pick<PublicUser, 'firstName' | 'lastName' | 'professionalTitle' | 'bio' | 'avatar'>,
  baseUrl: string,
): DocumentMeta {
  const name = `${user.firstName} ${user.lastName}`;
  const title = user.professionalTitle?.trim() || DEFAULT_PROFESSIONAL_TITLE;
  return {
    title: homeTitle(user),
    description: shorten(user.bio?.trim() || `${name}, ${title}: experience, stack and projects.`),
    image: user.avatar ? new URL(user.avatar, baseUrl).href : null,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

type Tag = { attribute: 'name' | 'property'; key: string; content: string };

const tagsFor = (meta: DocumentMeta): Tag[] => [
  { attribute: 'name', key: 'description', content: meta.description },
  { attribute: 'property', key: 'og:type', content: 'profile' },
  { attribute: 'property', key: 'og:title', content: meta.title },
  { attribute: 'property', key: 'og:description', content: meta.description },
  { attribute: 'property', key: 'og:url', content: window.location.origin + window.location.pathname },
  { attribute: 'property', key: 'profile:first_name', content: meta.firstName },
  { attribute: 'property', key: 'profile:last_name', content: meta.lastName },
  ...(meta.image ? [{ attribute: 'property', key: 'og:image', content: meta.image } as const] : []),
  { attribute: 'name', key: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' },
];

/**
 * Description and Open Graph tags of the page while it is shown; the previous values come back when it
 * unmounts, so the host's other pages keep their own. The document title is the host's: it titles every
 * route, and this page also shows under the admin's title at /admin.
 */
export function useDocumentMeta(meta: DocumentMeta | undefined) {
  useEffect(() => {
    if (!meta) return;
    const restores = tagsFor(meta).map(({ attribute, key, content }) => {
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
      if (element) {
        const previous = element.content;
        element.content = content;
        const existing = element;
        return () => {
          existing.content = previous;
        };
      }
      element = document.createElement('meta');
      element.setAttribute(attribute, key);
      element.content = content;
      document.head.append(element);
      const created = element;
      return () => created.remove();
    });
    return () => {
      restores.forEach((restore) => restore());
    };
  }, [meta]);
}
