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
  /** False when the copy the server holds is still current (the API answered 304, or it was checked just now). */
  changed: boolean;
}

/**
 * One public API resource the server renders from. The API answers anonymous GETs with a strong ETag and 304
 * when nothing changed, so a check costs a round trip and no body; it is made at most once per `freshForMs`
 * (concurrent reads share it), so a burst of page views costs one check, not one each. `expire()` makes the next
 * read check again at once: this server proxied a write that may have changed it.
 */
export class ApiResource<T> {
  private last: { etag: string; body: T } | undefined;
  /** When the check that produced `last` started (performance.now()). */
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** A check that started before this says nothing about now. */
  private expiredAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<ResourceRead<T>> | undefined;

  constructor(
    private readonly url: string,
    private readonly freshForMs = 0,
  ) {}

  read(): Promise<ResourceRead<T>> {
    const body = this.freshBody();
    if (body !== undefined) return Promise.resolve({ body, changed: false });
    if (this.checking) return this.checking;
    const checking = this.check().finally(() => {
      if (this.checking === checking) this.checking = undefined;
    });
    this.checking = checking;
    return checking;
  }

  /** What a read now would answer without asking the API; undefined when it would ask. */
  freshBody(): T | undefined {
    const fresh = this.checkedAt > this.expiredAt && performance.now() - this.checkedAt < this.freshForMs;
    return fresh ? this.last?.body : undefined;
  }

  /** The next read asks the API, and does not join a check that started before now. */
  expire(): void {
    this.expiredAt = performance.now();
    this.checking = undefined;
  }

  private async check(): Promise<ResourceRead<T>> {
    const startedAt = performance.now();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.last) headers['if-none-match'] = this.last.etag;
    const response = await fetch(this.url, { headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    if (response.status === 304 && this.last) {
      this.checkedAt = Math.max(this.checkedAt, startedAt);
      return { body: this.last.body, changed: false };
    }
    if (!response.ok) throw new ApiAnswerError(this.url, response.status);
    const body = (await response.json()) as T;
    // A check that started after this one already holds newer data: this one's is its callers' only.
    if (startedAt < this.checkedAt) return { body, changed: true };
    const etag = response.headers.get('etag');
    this.last = etag ? { etag, body } : undefined;
    this.checkedAt = startedAt;
    return { body, changed: true };
  }
}
