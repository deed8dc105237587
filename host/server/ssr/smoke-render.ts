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
