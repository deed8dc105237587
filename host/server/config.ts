import { readFileSync } from 'node:fs';
import { REMOTE_NAMES } from '@portfolio/shared/remotes';
import DEFAULT_PORTS from '@portfolio/shared/default-ports';
import { parseTrustProxy } from '@portfolio/shared/trust-proxy';
import type { RemotesConfig } from '../src/app/remotes-config';

export interface ServerConfig {
  port: number;
  host: string;
  /** The host's browser build (index.html is the page template). */
  clientDir: string;
  /** Where `/api` is proxied to, and where the server reads the home page's data. */
  apiUrl: string;
  /** The site's public origin for canonical URLs, previews and the sitemap; else the request's own. */
  publicUrl: string | undefined;
  /** Fastify's trustProxy: which proxies may name the visitor and the original protocol and host. */
  trustProxy: boolean | string;
  /**
   * The remotes' manifest URLs from configuration: what is served while the release registry has no live
   * release of a remote (and always, when releases are turned off).
   */
  remotes: RemotesConfig;
  /** Shared with the API (RELEASES_SECRET): turns the release registry on. Also signs preview cookies. */
  releasesSecret: string | undefined;
  /** Exact origins releases may be served from (RELEASE_ORIGINS); by default the configured remotes' origins. */
  releaseOrigins: string[];
  /** How often the registry is read, in milliseconds (RELEASES_POLL_MS). */
  releasesPollMs: number;
}

type Env = Record<string, string | undefined>;

const absoluteHttpUrl = (name: string, value: string) => {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL`);
  return url.href;
};

/**
 * The remotes' addresses: a JSON file (REMOTES_JSON, the same shape as /remotes.json) and/or one variable per
 * remote, which wins. They are the deployment's configuration, never part of the build output.
 */
export function readRemotesConfig(env: Env): RemotesConfig {
  const config: RemotesConfig = {};
  if (env.REMOTES_JSON) {
    const body = JSON.parse(readFileSync(env.REMOTES_JSON, 'utf8')) as Record<string, unknown>;
    for (const name of REMOTE_NAMES) {
      const entry = body[name];
      if (typeof entry === 'string' && entry)
        config[name] = absoluteHttpUrl(`${name} in REMOTES_JSON`, entry);
    }
  }
  const byVariable = { publicRemote: env.PUBLIC_REMOTE_URL, adminRemote: env.ADMIN_REMOTE_URL };
  for (const name of REMOTE_NAMES) {
    const entry = byVariable[name];
    if (entry) config[name] = absoluteHttpUrl(name, entry);
  }
  return config;
}

/** `RELEASE_ORIGINS`: comma-separated exact origins; each must be an origin and nothing more. */
function readReleaseOrigins(value: string | undefined, remotes: RemotesConfig): string[] {
  if (!value?.trim()) return [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const url = new URL(absoluteHttpUrl('RELEASE_ORIGINS', item));
      if (url.origin !== item.replace(/\/$/, ''))
        throw new Error(`RELEASE_ORIGINS names origins only (scheme, host and port): ${item}`);
      return url.origin;
    });
}

export function readConfig(env: Env, defaults: { clientDir: string }): ServerConfig {
  const port = Number(env.PORT ?? DEFAULT_PORTS.host);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('PORT must be a port number');
  const secret = env.RELEASES_SECRET?.trim() || undefined;
  if (secret && secret.length < 32)
    throw new Error('RELEASES_SECRET must be at least 32 characters (256 bits) of random text');
  const pollMs = Number(env.RELEASES_POLL_MS ?? 500);
  if (!Number.isInteger(pollMs) || pollMs < 100 || pollMs > 60_000)
    throw new Error('RELEASES_POLL_MS must be a whole number of milliseconds from 100 to 60000');
  const remotes = readRemotesConfig(env);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    clientDir: env.CLIENT_DIR || defaults.clientDir,
    apiUrl: absoluteHttpUrl('API_URL', env.API_URL || `http://127.0.0.1:${DEFAULT_PORTS.api}`).replace(
      /\/$/,
      '',
    ),
    publicUrl: env.PUBLIC_URL ? new URL(absoluteHttpUrl('PUBLIC_URL', env.PUBLIC_URL)).origin : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    remotes,
    releasesSecret: secret,
    releaseOrigins: readReleaseOrigins(env.RELEASE_ORIGINS, remotes),
    releasesPollMs: pollMs,
  };
}
