import type { Problem } from '../schemas/problem';
import { readToken } from '../session/token';

/** Where the API lives; relative by default so every origin that proxies `/api` works unchanged. */
let baseUrl = '/api/v1';
let onUnauthorized: (() => void) | undefined;

export function configureApi(options: { baseUrl?: string; onUnauthorized?: () => void }) {
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl.replace(/\/$/, '');
  if (options.onUnauthorized !== undefined) onUnauthorized = options.onUnauthorized;
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
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Calls the API with the session's bearer token; any non-OK status becomes an `ApiError`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}${buildQuery(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'The server could not be reached.');
  }

  if (!response.ok) {
    const problem = await readProblem(response);
    if (response.status === 401 && token) onUnauthorized?.();
    throw new ApiError(response.status, problem?.detail ?? problem?.title ?? response.statusText, problem);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function readProblem(response: Response): Promise<Problem | undefined> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && 'status' in body ? (body as Problem) : undefined;
  } catch {
    return undefined;
  }
}
