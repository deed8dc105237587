import { type HomeData, renderPageIn } from './page-renderer';
import type { Renderer } from './server-pages';
import type { ExposedAssets, ServerRenderedPage } from './server-pages';

/** A candidate is only rendered, never served: it needs no files listed. */
const none: ExposedAssets = { scripts: [], styles: [] };
const noAssets: Record<ServerRenderedPage, ExposedAssets> = {
  HomePage: none,
  ProjectsPage: none,
  ProjectPage: none,
};

const CHARACTER_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text a person reads in `markup`: without its tags and comments (React writes `<!-- -->` between adjacent
 * texts), its character references decoded (React writes `'` as `&#x27;`), its white space collapsed.
 */
export function textOf(markup: string): string {
  return markup
    .replace(/<!--[\s\S]*?-->|<[^>]*>/g, '')
    .replace(
      /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi,
      (reference, hex?: string, decimal?: string, name?: string) =>
        hex || decimal
          ? String.fromCodePoint(parseInt(hex ?? decimal!, hex ? 16 : 10))
          : (CHARACTER_REFERENCES[name!.toLowerCase()] ?? reference),
    )
    .replace(/\s+/g, ' ');
}

/**
 * Renders a candidate release's home page with the live data in a render process of its own, which is stopped
 * afterwards: a release that throws, hangs or exits takes only that process with it. The page must name the
 * owner, as every real home page does: its text is compared with the name's, so a name such as O'Brien, which
 * the markup escapes, is found. Resolves with what a person reads in the check.
 */
export async function smokeRender(
  start: () => Promise<Renderer>,
  data: () => Promise<HomeData>,
): Promise<string> {
  const [renderer, current] = await Promise.all([start(), data()]);
  try {
    const markup = await renderPageIn({ assets: noAssets, renderer }, '/', current);
    const name = `${current.owner.firstName} ${current.owner.lastName}`.replace(/\s+/g, ' ');
    if (!textOf(markup).includes(name))
      throw new Error(`HomePage rendered without the owner's name (${name}).`);
    return `HomePage rendered the live page with ${name} (${Math.round(markup.length / 1024)} KiB of HTML).`;
  } finally {
    await renderer.stop();
  }
}

/** A screen of the admin remote that needs no data: nothing has to answer for it to render whole. */
export const ADMIN_CHECK_URL = '/admin/tags/create-new';

/**
 * Renders a candidate release of the admin remote in a render process of its own, stopped afterwards: its
 * `AdminApp` on a screen that needs no data (the queries it declares never run on a server, so no API is asked),
 * which must come out as the new tag's form. A release that throws at import, or while rendering, is refused
 * with what it threw, so a broken admin never becomes the screen that would roll it back.
 */
export async function smokeRenderAdmin(start: () => Promise<Renderer>): Promise<string> {
  const renderer = await start();
  try {
    const markup = await renderer.render({
      url: ADMIN_CHECK_URL,
      state: { queries: [], mutations: [] },
    });
    if (!/<form[\s>]/.test(markup) || !textOf(markup).includes('Name'))
      throw new Error(`AdminApp rendered ${ADMIN_CHECK_URL} without the new tag's form.`);
    return `AdminApp rendered ${ADMIN_CHECK_URL} (${Math.round(markup.length / 1024)} KiB of HTML).`;
  } finally {
    await renderer.stop();
  }
}
