import type { PageScripts } from '../app/page-data';

/**
 * How many links are added per task. Each costs the browser a resource request on the main thread, ~11 ms
 * apiece at 4× CPU slowdown: 26 in one task held the main thread for ~450 ms, long enough to delay the click
 * that the pointer entering an island announced.
 */
const LINKS_PER_TASK = 3;

const link = (rel: string, href: string, as?: string) => {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  element.crossOrigin = 'anonymous';
  if (as) element.as = as;
  return element;
};

/**
 * Requests every script the islands need at once, so none waits to be discovered by another, a few links per
 * task, then imports the entry.
 */
export function loadPageScripts(scripts: PageScripts, importModule = (url: string) => import(url)) {
  const links = [
    ...scripts.modules.map((href) => link('modulepreload', href)),
    ...scripts.fetches.map((href) => link('preload', href, 'fetch')),
  ];
  const next = () => {
    document.head.append(...links.splice(0, LINKS_PER_TASK));
    if (links.length > 0) setTimeout(next);
    else void importModule(/* @vite-ignore */ scripts.entry);
  };
  next();
}
