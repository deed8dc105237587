import { type ProfileMeta, profileMeta } from '@portfolio/shared/seo';
import { useEffect } from 'react';

type Tag = { attribute: 'name' | 'property'; key: string; content: string };

const tagsFor = (meta: ProfileMeta): Tag[] => [
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

type MetaSource = Parameters<typeof profileMeta>[0];

/**
 * Description and Open Graph tags of the page while it is shown; the previous values come back when it
 * unmounts, so the host's other pages keep their own. The document title is the host's: it titles every
 * route, and this page also shows under the admin's title at /admin. Worked out in the effect: the server
 * renders this page too (its head comes from the host server) and has no document.
 */
export function useDocumentMeta(user: MetaSource | undefined) {
  useEffect(() => {
    if (!user) return;
    const meta = profileMeta(user, document.baseURI);
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
  }, [user]);
}
