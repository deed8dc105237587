import type { Problem } from '../schemas/problem';
import { configureSessionBase, freshToken, readToken, refreshSession } from './session';

/** What an answer that never came says: the network, not the server, failed. */
export const UNREACHABLE = 'The server could not be reached.';

/** Where the API lives; relative by default so every origin that proxies `/api` works unchanged. */
let baseUrl = '/api/v1';
let onUnauthorized: (() => void) | undefined;

export function configureApi(options: { baseUrl?: string; onUnauthorized?: () => void }) {
  if (options.baseUrl !== undefined) {
    baseUrl = options.baseUrl.replace(/\/$/, '');
    configureSessionBase(baseUrl);
  }
  if (options.onUnauthorized !== undefined) onUnauthorized = options.onUnauthorized;
}

/** The full URL of an API path under the configured base URL. */
export const apiUrl = (path: string) => `${baseUrl}${path}`;

/** The session's bearer token as a header, when there is one. */
export function authorizationHeader(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** A non-OK answer, with the server's problem details when it sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problem?: Problem,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field messages of a validation failure, keyed like the form's fields. */
  get fieldErrors(): Record<string, string> {
    return this.problem?.errors ?? {};
  }
}

type Query = Record<string, string | number | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** `If-Match`: the entity tag of the copy a save or delete was made from (see `entityTagOf`). */
  ifMatch?: string;
}

/** The entity tag each answer carried, by the object it was parsed into: a save sends its copy's back. */
const entityTags = new WeakMap<object, string>();

/**
 * The entity tag of an item as the API answered it (its version, for a signed-in reader): sent as `If-Match`,
 * a save made from a copy that another save has since changed is refused with 412 instead of overwriting it.
 */
export const entityTagOf = (item: object): string | undefined => entityTags.get(item);

export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls the API with the session's bearer token (renewed first when about to expire); any non-OK status becomes
 * an `ApiError`. A 401 to a token is retried once with a refreshed one: another tab may have rotated the cookie.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const send = async (token: string | null) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.ifMatch !== undefined) headers['If-Match'] = options.ifMatch;
    try {
      return await fetch(`${apiUrl(path)}${buildQuery(options.query)}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, UNREACHABLE);
    }
  };

  const token = await freshToken();
  let response = await send(token);
  let auth = token ? { Authorization: token } : {};
  if (response.status === 401 && token && (await refreshSession())) {
    const renewed = readToken();
    response = await send(renewed);
    auth = renewed ? { Authorization: renewed } : {};
  }

  if (!response.ok) {
    throw failure(response.status, await readProblem(response), response.statusText, 'Authorization' in auth);
  }
  if (response.status === 204) return undefined as T;
  // A 202 may only say the request was taken in: no body at all.
  const text = await response.text();
  if (text === '') return undefined as T;
  const body = JSON.parse(text) as T;
  const tag = response.headers.get('etag');
  if (tag && body && typeof body === 'object') entityTags.set(body, tag);
  return body;
}

/**
 * The error for a non-OK answer. A 401 to a request that carried the session's token means the session is
 * over: the host hears it (sign out, back to /login).
 */
export function failure(
  status: number,
  problem: Problem | undefined,
  statusText: string,
  sentToken: boolean,
) {
  if (status === 401 && sentToken) onUnauthorized?.();
  return new ApiError(status, problem?.detail ?? problem?.title ?? statusText, problem);
}

/** Problem details from a JSON body, or undefined when the body is something else. */
export function parseProblem(body: unknown): Problem | undefined {
  return body && typeof body === 'object' && 'status' in body ? (body as Problem) : undefined;
}

async function readProblem(response: Response): Promise<Problem | undefined> {
  try {
    return parseProblem(await response.json());
  } catch {
    return undefined;
  }
}
