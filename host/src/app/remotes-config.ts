import type { RemoteName } from '@portfolio/shared/remotes';

/** `/remotes.json`: each remote's manifest URL, as the host server serves it (browser and server alike). */
export type RemotesConfig = Partial<Record<RemoteName, string>>;
