import type { LiveState, RemoteReleases } from '@portfolio/shared/schemas';
import { RELEASE_CHECKER_HEADER, type RemoteName } from '@portfolio/shared/remotes';

const TIMEOUT_MS = 10_000;

/** An answer of the API relayed as it is: its status and its JSON (a problem, or the result). */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * The host server's calls to the API's release registry. Every change carries the caller's credentials (the API
 * decides who may) and the releases secret (the API takes changes only from a host server, which checked them).
 */
export class ReleasesApi {
  constructor(
    private readonly apiUrl: string,
    private readonly secret: string,
  ) {}

  private async call<T>(
    path: string,
    init: { method?: string; authorization?: string; body?: unknown; etag?: string },
  ) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      [RELEASE_CHECKER_HEADER]: this.secret,
    };
    if (init.authorization) headers.authorization = init.authorization;
    if (init.etag) headers['if-none-match'] = init.etag;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.apiUrl}/api/v1/releases${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    return { response, body: (text ? JSON.parse(text) : null) as T };
  }

  /** What every remote serves now; `undefined` when it is unchanged since `etag`. */
  async liveState(etag?: string): Promise<{ state: LiveState; etag: string | null } | undefined> {
    const { response, body } = await this.call<LiveState>('', { etag });
    if (response.status === 304) return undefined;
    if (!response.ok) throw new Error(`the API answered ${response.status} for the live releases`);
    return { state: body, etag: response.headers.get('etag') };
  }

  /** The remote's registry as the caller may see it: also how the caller's credentials are judged first. */
  async remoteReleases(
    remote: RemoteName,
    authorization: string | undefined,
  ): Promise<ApiAnswer<RemoteReleases>> {
    const { response, body } = await this.call<RemoteReleases>(`/${remote}`, { authorization });
    return { status: response.status, body };
  }

  async send(
    method: 'POST' | 'PUT',
    path: string,
    authorization: string | undefined,
    body: unknown,
  ): Promise<ApiAnswer> {
    const { response, body: answer } = await this.call(path, { method, authorization, body });
    return { status: response.status, body: answer };
  }
}
