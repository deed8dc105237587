import { type HomeData, renderPageIn } from './page-renderer';
import type { RenderProcess } from './render-process';
import type { ExposedAssets, ServerRenderedPage } from './server-pages';

/** A candidate is only rendered, never served: it needs no files listed. */
const none: ExposedAssets = { scripts: [], styles: [] };
const noAssets: Record<ServerRenderedPage, ExposedAssets> = {
  HomePage: none,
  ProjectsPage: none,
  ProjectPage: none,
};

/**
 * Renders a candidate release's home page with the live data in a render process of its own, which is stopped
 * afterwards: a release that throws, hangs or exits takes only that process with it. The page must name the
 * owner, as every real home page does. Resolves with what a person reads in the check.
 */
export async function smokeRender(
  start: () => Promise<RenderProcess>,
  data: () => Promise<HomeData>,
): Promise<string> {
  const [renderer, current] = await Promise.all([start(), data()]);
  try {
    const markup = await renderPageIn({ assets: noAssets, renderer }, '/', current);
    const name = `${current.owner.firstName} ${current.owner.lastName}`;
    if (!markup.includes(name)) throw new Error(`HomePage rendered without the owner's name (${name}).`);
    return `HomePage rendered the live page with ${name} (${Math.round(markup.length / 1024)} KiB of HTML).`;
  } finally {
    await renderer.stop();
  }
}
