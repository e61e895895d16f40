import type { InsightsConfig } from '../config/types';
import {
  ApiError,
  MESSAGE_FORBIDDEN,
  MESSAGE_NETWORK,
  MESSAGE_NOT_FOUND,
  MESSAGE_SIGN_IN_REQUIRED,
  MESSAGE_UNAUTHORIZED,
} from './ApiError';

export type ApiClientConfig = Pick<InsightsConfig, 'apiBaseUrl' | 'getAccessToken' | 'navigate' | 'features' | 'fetch'> & {
  /** Where a 403 sends the user when the host opts in (routes.accessDenied of the resolved config). */
  accessDeniedPath?: string;
  /** Told of every failed call (not of cancellations), with the call as `METHOD /path`: the host's `insights-error`. */
  onFailure?: (error: ApiError, operation: string) => void;
  /** Told when a call needing a token got none from getAccessToken (the call is not made): `insights-auth-required`. */
  onAuthRequired?: () => void;
};

/** Calls anybody may make (the public page, logos): they go out with or without a token. */
const isPublicPath = (path: string) => /^\/?public\//i.test(path);

export interface RequestOptions {
  /** Query parameters, wire names as the spec writes them; empty values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Another service (e.g. pricingBaseUrl) with the same auth and error rules. */
  baseUrl?: string;
  /** Extra request headers (e.g. the pricing service's client id and api key). */
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  let url = `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') search.append(key, String(value));
  }
  const qs = search.toString();
  if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (typeof body === 'string' && body.trim() && body.length < 300 && !body.trimStart().startsWith('<')) return body.trim();
  return undefined;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    try {
      return await send<T>(method, path, body, options);
    } catch (error) {
      if (error instanceof ApiError && error.kind !== 'auth-required') config.onFailure?.(error, `${method} ${path}`);
      throw error;
    }
  }

  async function send<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
    const token = await config.getAccessToken();
    if (!token && !isPublicPath(path)) {
      config.onAuthRequired?.();
      throw new ApiError('auth-required', MESSAGE_SIGN_IN_REQUIRED, 0);
    }
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);

    let response: Response;
    try {
      response = await doFetch(buildUrl(options.baseUrl ?? config.apiBaseUrl, path, options.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      });
    } catch (error) {
      // Cancellation is not a failure: TanStack Query aborts requests it no longer needs.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError('network', MESSAGE_NETWORK, 0);
    }

    const payload = await readBody(response);
    if (response.ok) return payload as T;

    switch (response.status) {
      case 401:
        throw new ApiError('unauthorized', MESSAGE_UNAUTHORIZED, 401, payload);
      case 403:
        // Spec 1 §8 redirects to /access-denied; an embedding page may not have that page, so it is opt-in.
        if (config.features?.redirectOnForbidden) config.navigate?.(config.accessDeniedPath ?? '/access-denied');
        throw new ApiError('forbidden', MESSAGE_FORBIDDEN, 403, payload);
      case 404:
        throw new ApiError('not-found', MESSAGE_NOT_FOUND, 404, payload);
      default:
        throw new ApiError(
          'server',
          serverMessage(payload) ?? (response.statusText || `Request failed with status ${response.status}`),
          response.status,
          payload,
        );
    }
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
  };
}
