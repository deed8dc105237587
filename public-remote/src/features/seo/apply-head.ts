import { isPageHeadKey, type PageHead } from '@portfolio/shared/seo';

// Loaded when a page's head has to be written in the browser (see use-document-head.ts), with the builders.
export * as heads from '@portfolio/shared/seo';

/** Puts `element` in the head in place of `existing`; the returned function puts `existing` back. */
function put(element: HTMLMetaElement | HTMLLinkElement, existing: Element | null) {
  if (existing) existing.replaceWith(element);
  else document.head.append(element);
  return () => (existing ? element.replaceWith(existing) : element.remove());
}

/**
 * Writes `head` into the document: its canonical link and `<meta>` tags replace those there, and the tags of
 * those kinds it does not have (another page's) are taken out. The returned function puts everything back.
 */
export function applyHead(head: PageHead): () => void {
  const restores = head.meta.map(({ attribute, key, content }) => {
    const element = document.createElement('meta');
    element.setAttribute(attribute, key);
    element.content = content;
    return put(element, document.head.querySelector(`meta[${attribute}="${key}"]`));
  });
  const keys = new Set(head.meta.map((tag) => tag.key));
  for (const stale of document.head.querySelectorAll<HTMLMetaElement>('meta[name], meta[property]')) {
    const key = stale.getAttribute('name') ?? stale.getAttribute('property')!;
    if (!isPageHeadKey(key) || keys.has(key)) continue;
    stale.remove();
    restores.push(() => document.head.append(stale));
  }
  const canonical = document.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = head.canonical;
  restores.push(put(canonical, document.head.querySelector('link[rel="canonical"]')));
  return () => restores.reverse().forEach((restore) => restore());
}
