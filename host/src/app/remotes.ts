import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { readPageData, REMOTES_CONFIG_ELEMENT_ID } from './page-data';
import { REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import type { RemotesConfig } from './remotes-config';

let registered: RemotesConfig = {};

/** The known remotes' manifest URLs from a `/remotes.json` body; unusable entries are left out. */
function parseRemotesConfig(body: unknown): RemotesConfig {
  const config: RemotesConfig = {};
  for (const name of REMOTE_NAMES) {
    const entry = (body as Record<string, unknown> | null)?.[name];
    if (typeof entry === 'string' && entry.length > 0) config[name] = new URL(entry, location.href).href;
  }
  return config;
}

/**
 * Reads the remote manifest URLs the deployment configured: written into the page by the host server, or
 * fetched from beside the host (the dev server).
 */
export async function fetchRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  const inline = readPageData(REMOTES_CONFIG_ELEMENT_ID);
  if (inline !== undefined) return parseRemotesConfig(inline);
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parseRemotesConfig(await response.json());
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
 * Loads an exposed module. `retry` re-registers the remote first so the runtime drops a cached failure and fetches
 * the manifest again.
 */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string, retry = false): Promise<T> {
  const entry = registered[remote];
  if (!entry) throw new RemoteUnavailableError(remote, `No address is configured for ${remote}.`);
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  let module: T | null | undefined;
  try {
    module = await loadRemote<T>(`${remote}/${expose}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  }
  if (!module) throw new RemoteUnavailableError(remote, `${remote} did not provide ${expose}.`);
  return module;
}

/** Loads an exposed module's default export (see loadRemoteModule). */
export async function loadRemoteDefault<T>(remote: RemoteName, expose: string, retry = false): Promise<T> {
  const module = await loadRemoteModule<{ default?: T }>(remote, expose, retry);
  if (!module.default) throw new RemoteUnavailableError(remote, `${remote} did not provide ${expose}.`);
  return module.default;
}
