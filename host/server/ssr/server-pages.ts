import type { InlineStyle } from '../page-template';
import type { RenderRequest } from './render-protocol';

/** The public remote's exposed pages the host server renders. */
export const SERVER_RENDERED_PAGES = ['HomePage', 'ProjectsPage', 'ProjectPage'] as const;
export type ServerRenderedPage = (typeof SERVER_RENDERED_PAGES)[number];

/** The files a page needs for one exposed module: scripts (the entry and every chunk it imports) and styles. */
export interface ExposedAssets {
  scripts: string[];
  styles: InlineStyle[];
}

/** What renders a release's pages: its render process, or a share of one that runs the same code. */
export interface Renderer {
  render(request: Omit<RenderRequest, 'id'>): Promise<string>;
  /** Settles when the process has stopped, whoever stopped it. */
  readonly stopped: Promise<void>;
  /** Done with it: its process stops once nothing else renders with it. */
  stop(): Promise<void>;
}

/** A release's server side: per page it renders (`HomePage`, `ProjectPage`, …) the files it needs, and its renderer. */
export interface ReleasePages {
  assets: Record<ServerRenderedPage, ExposedAssets>;
  renderer: Renderer;
}
