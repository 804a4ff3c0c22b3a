/**
 * The general fetch helper of product §7. It never throws: it answers
 * `{data, error, status}`.
 *
 * - Keeps, per URL, the last body and its ETag; a repeat request sends
 *   If-None-Match and a 304 answers with the kept body.
 * - Times out after 10 000 ms: error "Request timeout", status 408.
 * - A non-OK answer: "HTTP {status}: {body text, or the status text}".
 * - Other network failures: their message, status 0; anything else
 *   "Unknown error", status 0.
 * - Cancelled by the caller's signal: `aborted: true` and no error, because an
 *   aborted request is not an error (product §4).
 */
import { REQUEST_TIMEOUT_MS } from './constants';

export interface FetchResult<T> {
  data: T | null;
  error: string | null;
  status: number;
  /** The HTTP status text of a non-OK answer (the list call of product §7 reports it). */
  statusText?: string;
  /** True when the caller's signal cancelled the request. */
  aborted?: boolean;
}

export interface FetchJsonOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** For tests and the server renderer: the fetch to use. */
  fetchImpl?: typeof fetch;
}

interface CachedBody {
  etag: string;
  body: unknown;
}

const bodyCache = new Map<string, CachedBody>();

export function clearFetchCache(): void {
  bodyCache.clear();
}

class RequestTimeout extends Error {
  constructor() {
    super('Request timeout');
  }
}

export async function fetchJson<T>(url: string, options: FetchJsonOptions = {}): Promise<FetchResult<T>> {
  const { signal, timeoutMs = REQUEST_TIMEOUT_MS, headers = {}, fetchImpl = fetch } = options;
  if (signal?.aborted) return { data: null, error: null, status: 0, aborted: true };

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RequestTimeout()), timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const cached = bodyCache.get(url);
    const response = await fetchImpl(url, {
      headers: { Accept: 'application/json', ...(cached?.etag ? { 'If-None-Match': cached.etag } : {}), ...headers },
      signal: controller.signal,
    });
    // Aborted while the answer was on its way: some fetch implementations (happy-dom's) still resolve; it is no outcome.
    if (signal?.aborted) return { data: null, error: null, status: 0, aborted: true };
    if (response.status === 304 && cached) return { data: cached.body as T, error: null, status: 304 };
    if (!response.ok) {
      const text = (await response.text().catch(() => '')).trim();
      return {
        data: null,
        error: `HTTP ${response.status}: ${text || response.statusText}`,
        status: response.status,
        statusText: response.statusText,
      };
    }
    const body = (await response.json()) as T;
    const etag = response.headers.get('ETag');
    if (etag) bodyCache.set(url, { etag, body });
    return { data: body, error: null, status: response.status };
  } catch (error) {
    if (controller.signal.reason instanceof RequestTimeout) return { data: null, error: 'Request timeout', status: 408 };
    if (signal?.aborted) return { data: null, error: null, status: 0, aborted: true };
    if (error instanceof Error) return { data: null, error: error.message || 'Unknown error', status: 0 };
    return { data: null, error: 'Unknown error', status: 0 };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
