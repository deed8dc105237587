/** The remotes the host knows, by their federation names. */
export const REMOTE_NAMES = ['publicRemote', 'adminRemote'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** `/remotes.json`: each remote's manifest URL, as the deployment configures it (browser and server alike). */
export type RemotesConfig = Partial<Record<RemoteName, string>>;
