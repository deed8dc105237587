import type { InlineStyle } from '../page-template';
import type { RenderProcess } from './render-process';

/** The public remote's exposed pages the host server renders. */
export const SERVER_RENDERED_PAGES = ['HomePage', 'ProjectsPage', 'ProjectPage'] as const;
export type ServerRenderedPage = (typeof SERVER_RENDERED_PAGES)[number];

/** The files a page needs for one exposed module: scripts (the entry and every chunk it imports) and styles. */
export interface ExposedAssets {
  scripts: string[];
  styles: InlineStyle[];
}

/** A release's server side: per page it renders (`HomePage`, `ProjectPage`, …) the files it needs, and its renderer. */
export interface ReleasePages {
  assets: Record<ServerRenderedPage, ExposedAssets>;
  renderer: RenderProcess;
}
