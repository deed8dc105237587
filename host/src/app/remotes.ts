import { loadRemote, registerRemotes } from '@module-federation/runtime';

export const REMOTE_NAMES = ['publicRemote', 'adminRemote'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemotesConfig = Partial<Record<RemoteName, string>>;

let registered: RemotesConfig = {};

/** Reads the remote manifest URLs the deployment put beside the host; unusable entries are left out. */
export async function fetchRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body: unknown = await response.json();
    const config: RemotesConfig = {};
    for (const name of REMOTE_NAMES) {
      const entry = (body as Record<string, unknown> | null)?.[name];
      if (typeof entry === 'string' && entry.length > 0) config[name] = new URL(entry, location.href).href;
    }
    return config;
  } catch (error) {
    console.error('Could not read the remotes configuration:', error);
    return {};
  }
}

export function registerRemoteEntries(config: RemotesConfig) {
  registered = config;
  const remotes = Object.entries(config).map(([name, entry]) => ({ name, entry }));
  if (remotes.length > 0) registerRemotes(remotes);
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(reason);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads an exposed module's default export. `retry` re-registers the remote first so the runtime drops
 * a cached failure and fetches the manifest again.
 */
export async function loadRemoteDefault<T>(remote: RemoteName, expose: string, retry = false): Promise<T> {
  const entry = registered[remote];
  if (!entry) throw new RemoteUnavailableError(remote, `No address is configured for ${remote}.`);
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  let module: { default?: T } | null | undefined;
  try {
    module = await loadRemote<{ default?: T }>(`${remote}/${expose}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  }
  if (!module?.default) throw new RemoteUnavailableError(remote, `${remote} did not provide ${expose}.`);
  return module.default;
}
