import { pathInLocale, REQUEST_TIMEOUT_MS } from '@store/domain';

import { env } from '../config/env';
import { getLocale, t } from '../i18n';
import { ApiError, parseJson, readError, writeError } from './api-errors';
import { getStoredToken, removeStoredTokens } from './auth-storage';
import { takeFirstPageAnswer } from './first-page-answers';

/**
 * The one place that talks HTTP to the API. Reads and writes have different failure catalogues
 * (api-errors.ts), so each call says which it is.
 */

export { ApiError, TOKEN_EXPIRED, isTokenExpiredError } from './api-errors';

export type ApiClientConfig = {
  /** Prefix of every path, e.g. `/api` or `http://127.0.0.1:8080/api`. */
  baseUrl: string;
  timeoutMs: number;
  getToken: () => string | null;
  clearTokens: () => void;
  /** Called after a write met an expired token (tokens already cleared): tell the user, go to /login. */
  onSessionExpired: (message: string) => void;
  /**
   * Called for any 401 to a request that carried a token, reads and writes alike, instead of
   * the write-only expiry handling above (the back office signs out on every one).
   */
  onUnauthorized?: (error: ApiError) => void;
};

const defaults: ApiClientConfig = {
  baseUrl: env.apiBaseUrl,
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken: getStoredToken,
  clearTokens: removeStoredTokens,
  onSessionExpired: (message) => {
    window.alert(message);
    window.location.assign(pathInLocale('/login', getLocale()));
  },
};

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  params?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
};

type Mode = 'read' | 'write';

function buildUrl(baseUrl: string, path: string, params: RequestOptions['params']): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

async function request<T>(
  /** Read again when the answer arrives: a handler wired in meanwhile (by a parent's effect) counts. */
  current: () => ApiClientConfig,
  method: string,
  path: string,
  body: unknown,
  opts: RequestOptions,
  mode: Mode,
): Promise<T> {
  if (method === 'GET') {
    const answered = takeFirstPageAnswer(buildUrl('', path, opts.params));
    if (answered) return answered.value as T;
  }
  const config = current();
  const controller = new AbortController();
  const outer = opts.signal;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? config.timeoutMs);
  const forwardAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) forwardAbort();
  else outer?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  // A FormData body (an upload) goes as multipart: the browser writes its boundary header.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = config.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    let status: number;
    let ok: boolean;
    let text: string;
    try {
      const response = await fetch(buildUrl(config.baseUrl, path, opts.params), {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        credentials: 'include',
        signal: controller.signal,
      });
      ({ status, ok } = response);
      text = await response.text();
    } catch (error) {
      // The caller cancelled (e.g. React Query dropped the query): not a failure to report.
      if (outer?.aborted && !timedOut) throw error;
      if (timedOut) throw new ApiError(t('api.timeout'), 0, 'TIMEOUT', 'timeout');
      const message = mode === 'read' ? t('api.read.network') : t('api.write.network');
      throw new ApiError(message, 0, 'NETWORK_ERROR', 'network');
    }

    const parsed = text === '' ? ({ ok: true, value: undefined } as const) : parseJson(text);
    const handlers = current();
    if (!ok && status === 401 && token && handlers.onUnauthorized) {
      const error = readError(status, parsed);
      handlers.onUnauthorized(error);
      throw error;
    }
    if (!ok)
      throw mode === 'read' ? readError(status, parsed) : writeError(handlers, status, parsed);
    if (!parsed.ok)
      throw new ApiError(t('api.badJson'), status, 'INVALID_RESPONSE', 'invalid-response');
    return parsed.value as T;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}

/** The name in `Content-Disposition: attachment; filename="…"`, or `fallback`. */
function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * A download needs the token header, so a plain link cannot fetch it: the file comes as a blob
 * and a temporary link saves it. Failures read like any other read's.
 */
async function downloadFile(config: ApiClientConfig, path: string, opts: RequestOptions) {
  const headers: Record<string, string> = { ...opts.headers };
  const token = config.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(config.baseUrl, path, opts.params), {
      headers,
      credentials: 'include',
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  } catch {
    throw new ApiError(t('api.read.network'), 0, 'NETWORK_ERROR', 'network');
  }
  if (!response.ok) {
    const text = await response.text();
    const error = readError(response.status, text === '' ? { ok: false } : parseJson(text));
    if (response.status === 401 && token) config.onUnauthorized?.(error);
    throw error;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), 'download');
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type ApiClient = {
  get<T>(path: string, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  /** DELETE; `body` for the calls that name what to delete in one (`{productId}`). */
  delete<T>(path: string, opts?: RequestOptions & { body?: unknown }): Promise<T>;
  /** GETs a file (a PDF, a CSV) with the token and saves it under the server's file name. */
  download(path: string, opts?: RequestOptions): Promise<void>;
  /** Overrides parts of this client's configuration (tests, or the app wiring its router in). */
  configure(overrides: Partial<ApiClientConfig>): void;
  /** Back to the configuration the client was made with. */
  reset(): void;
};

/**
 * A client with its own token and session handling over the same transport and messages: the
 * storefront's below, the back office's in admin/lib/admin-api.ts.
 */
export function createApiClient(base: Partial<ApiClientConfig> = {}): ApiClient {
  let config: ApiClientConfig = { ...defaults, ...base };
  const current = () => config;
  return {
    get: (path, opts = {}) => request(current, 'GET', path, undefined, opts, 'read'),
    post: (path, body, opts = {}) => request(current, 'POST', path, body ?? {}, opts, 'write'),
    put: (path, body, opts = {}) => request(current, 'PUT', path, body ?? {}, opts, 'write'),
    patch: (path, body, opts = {}) => request(current, 'PATCH', path, body ?? {}, opts, 'write'),
    delete: (path, opts = {}) => request(current, 'DELETE', path, opts.body, opts, 'write'),
    download: (path, opts = {}) => downloadFile(current(), path, opts),
    configure(overrides) {
      config = { ...config, ...overrides };
    },
    reset() {
      config = { ...defaults, ...base };
    },
  };
}

const storefront = createApiClient();

export const configureApiClient = storefront.configure;
export const resetApiClient = storefront.reset;
export const apiGet = storefront.get;
export const apiPost = storefront.post;
export const apiPut = storefront.put;
export const apiPatch = storefront.patch;
export const apiDelete = storefront.delete;
export const apiDownload = storefront.download;
