/** What a release's render process is started with (`RENDER_RELEASE`, as JSON). */
export interface RenderRelease {
  remote: string;
  manifestUrl: string;
  /** The exposed modules the host renders on its server, e.g. `HomePage`. */
  exposes: string[];
  /** Its remote's allowed origins, where its code is downloaded from: the only ones the process may connect to. */
  origins: string[];
}

/** Host server → render process: render the page at `url` from this query state. */
export interface RenderRequest {
  id: number;
  url: string;
  state: unknown;
  /** Query keys the API answered 404 for: the page renders them as not found (a missing project's page). */
  notFound?: unknown[][];
}

/** Render process → host server. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'rendered'; id: number; markup: string }
  | { type: 'render-failed'; id: number; message: string };
