// The only script a server-rendered page runs before the visitor reaches for something (built on its own by
// vite.page-start.config.ts and written into the page by the host server): no React, no federation runtime.
// The page is complete without it; it starts the page's reporter (errors and vitals of the releases it was
// served with), makes the avatar say 'Admin' in a signed-in browser, adds the header's
// smooth anchors and current-section mark, and starts the islands' code on the first island asked for. The theme
// toggle needs not even this (host/index.html).
import { PAGE_SCRIPTS_ELEMENT_ID, type PageScripts, readPageData } from '../app/page-data';
import { enhanceHeaderLinks, markSignedIn } from '../features/shell/header-links';
import { handleEarlyClicks, wantEveryIsland, watchIslands } from './island-triggers';
import { loadPageScripts } from './load-page-scripts';
import { startReporting, type Vitals } from './reporter';

const scripts = readPageData(PAGE_SCRIPTS_ELEMENT_ID) as PageScripts | undefined;
const vitals = scripts?.vitals;
if (vitals) startReporting(() => import(/* @vite-ignore */ vitals) as Promise<Vitals>);
markSignedIn();
enhanceHeaderLinks();
// When the server could not render the markup, the browser renders the page at once.
if (scripts && !document.getElementById('root')?.hasChildNodes()) loadPageScripts(scripts);
else if (scripts) {
  const load = () => loadPageScripts(scripts);
  watchIslands(load);
  handleEarlyClicks(() => wantEveryIsland(load));
}
