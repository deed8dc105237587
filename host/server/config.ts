import { readFileSync } from 'node:fs';
import { REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
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
  /**
   * The site's public origin (PUBLIC_URL, required) for canonical URLs, link previews, the sitemap and preview
   * links: never the request's Host header, which whoever sends the request writes.
   */
  publicUrl: string;
  /** Fastify's trustProxy: which proxies may name the visitor and the original protocol and host. */
  trustProxy: boolean | string;
  /**
   * The remotes' manifest URLs from configuration: what is served while the release registry has no live
   * release of a remote (and always, when releases are turned off).
   */
  remotes: RemotesConfig;
  /**
   * Shared with the API (RELEASES_SECRET): turns the release registry on, and is the key this server proves
   * itself to the API with. Nothing else is signed with it.
   */
  releasesSecret: string | undefined;
  /**
   * Signs every page's page-view token (PAGE_VIEW_SECRET, required): the same on every host server and on the
   * API, which counts a page's reports only with a token it can check.
   */
  pageViewSecret: string;
  /** Signs preview links (PREVIEW_SECRET): the same on every host server, never given to the API. */
  previewSecret: string | undefined;
  /**
   * Per remote, the exact origins its releases may be served from (PUBLIC_REMOTE_ORIGINS, ADMIN_REMOTE_ORIGINS);
   * by default the origin of that remote's configured URL. Every URL a release's manifest names must be on one.
   */
  releaseOrigins: Record<RemoteName, string[]>;
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

/** Each remote's variable naming the origins its releases may come from. */
const ORIGINS_VARIABLES: Record<RemoteName, string> = {
  publicRemote: 'PUBLIC_REMOTE_ORIGINS',
  adminRemote: 'ADMIN_REMOTE_ORIGINS',
};

/**
 * A remote's allowed origins: comma-separated exact origins, each an origin and nothing more; by default the
 * origin of the remote's configured URL. One list per remote, so one team's origin never serves the other's.
 */
function readReleaseOrigins(env: Env, remotes: RemotesConfig): Record<RemoteName, string[]> {
  if (env.RELEASE_ORIGINS)
    throw new Error(
      'RELEASE_ORIGINS was replaced by one list per remote: set PUBLIC_REMOTE_ORIGINS and ADMIN_REMOTE_ORIGINS',
    );
  const origins = {} as Record<RemoteName, string[]>;
  for (const remote of REMOTE_NAMES) {
    const name = ORIGINS_VARIABLES[remote];
    const value = env[name]?.trim();
    const configured = remotes[remote];
    origins[remote] = !value
      ? configured
        ? [new URL(configured).origin]
        : []
      : value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .map((item) => {
            const url = new URL(absoluteHttpUrl(name, item));
            if (url.origin !== item.replace(/\/$/, ''))
              throw new Error(`${name} names origins only (scheme, host and port): ${item}`);
            return url.origin;
          });
  }
  return origins;
}

/** A secret of at least 256 bits of random text, or undefined when unset. */
function readSecret(env: Env, name: string): string | undefined {
  const secret = env[name]?.trim() || undefined;
  if (secret && secret.length < 32)
    throw new Error(`${name} must be at least 32 characters (256 bits) of random text`);
  return secret;
}

export function readConfig(env: Env, defaults: { clientDir: string }): ServerConfig {
  const port = Number(env.PORT ?? DEFAULT_PORTS.host);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('PORT must be a port number');
  if (!env.PUBLIC_URL)
    throw new Error(
      "PUBLIC_URL is required: the site's public origin (for example https://alex.example.com), written into canonical URLs, link previews, the sitemap and preview links",
    );
  const secret = readSecret(env, 'RELEASES_SECRET');
  const previewSecret = readSecret(env, 'PREVIEW_SECRET');
  if (secret && !previewSecret)
    throw new Error(
      'PREVIEW_SECRET is required with RELEASES_SECRET: 32 or more random characters, the same on every host server, that sign preview links',
    );
  if (secret && secret === previewSecret)
    throw new Error('PREVIEW_SECRET must differ from RELEASES_SECRET: each key has one job');
  const pageViewSecret = readSecret(env, 'PAGE_VIEW_SECRET');
  if (!pageViewSecret)
    throw new Error(
      'PAGE_VIEW_SECRET is required: 32 or more random characters, the same on every host server and the API, that sign the page-view token of every page (its errors and web vitals count only with it)',
    );
  if (pageViewSecret === secret || pageViewSecret === previewSecret)
    throw new Error(
      'PAGE_VIEW_SECRET must differ from RELEASES_SECRET and PREVIEW_SECRET: each key has one job',
    );
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
    publicUrl: new URL(absoluteHttpUrl('PUBLIC_URL', env.PUBLIC_URL)).origin,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    remotes,
    releasesSecret: secret,
    previewSecret,
    pageViewSecret,
    releaseOrigins: readReleaseOrigins(env, remotes),
    releasesPollMs: pollMs,
  };
}
