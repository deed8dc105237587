const API_TIMEOUT_MS = 3000;

/** The API answered, but not with the resource: `status` says why (404: there is none). */
export class ApiAnswerError extends Error {
  override name = 'ApiAnswerError';
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
  }
}

export interface ResourceRead<T> {
  body: T;
  /** False when the API answered 304: the copy the server holds is still current. */
  changed: boolean;
}

/**
 * One public API resource the server renders from, revalidated on every read: the API answers anonymous GETs
 * with a strong ETag and 304 when nothing changed, so a check costs a round trip and no body, and an owner's
 * save is seen by the very next read.
 */
export class ApiResource<T> {
  private last: { etag: string; body: T } | undefined;

  constructor(private readonly url: string) {}

  async read(): Promise<ResourceRead<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.last) headers['if-none-match'] = this.last.etag;
    const response = await fetch(this.url, { headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    if (response.status === 304 && this.last) return { body: this.last.body, changed: false };
    if (!response.ok) throw new ApiAnswerError(this.url, response.status);
    const body = (await response.json()) as T;
    const etag = response.headers.get('etag');
    this.last = etag ? { etag, body } : undefined;
    return { body, changed: true };
  }
}
