/**
 * The data a server-rendered page is built from, keyed by API URL, the URLs
 * that answered 404 and those that failed: what the page's loader fetched
 * (site/pageLoader.ts), read by the page through usePageAnswer. The search
 * island gets the answer the server showed the same way, and fetches only
 * what comes after it.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type PrefetchedData = Record<string, unknown>;

/** An API answer the server met that was neither OK nor 404, as the fetch helper would report it (site/data/fetchJson.ts). */
export interface PrefetchedFailure {
  status: number;
  statusText: string;
  /** "HTTP {status}: {body text, or the status text}". */
  error: string;
}

interface Prefetched {
  data: PrefetchedData;
  missing: ReadonlySet<string>;
  /** The API answers that failed, by URL: a page the server renders shows their error state, with Retry as a link. */
  failed?: Readonly<Record<string, PrefetchedFailure>>;
  /** The day the page was rendered (ISO, UTC), or undefined to use today. */
  today?: string;
  /** The site's public origin as the server rendered the page, or undefined to use the browser's. */
  origin?: string;
  /** Images the server wrote into the page, by address: see useImageSource. */
  inlineImages?: Readonly<Record<string, string>>;
}

const PrefetchContext = createContext<Prefetched>({ data: {}, missing: new Set() });

export function PrefetchProvider({
  data,
  missing = new Set(),
  failed,
  today,
  origin,
  inlineImages,
  children,
}: {
  data: PrefetchedData;
  missing?: ReadonlySet<string>;
  failed?: Readonly<Record<string, PrefetchedFailure>>;
  today?: string;
  origin?: string;
  inlineImages?: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  return <PrefetchContext.Provider value={{ data, missing, failed, today, origin, inlineImages }}>{children}</PrefetchContext.Provider>;
}

/**
 * The source to show an image from: the data: URL the server wrote into this
 * page for it (site/inlineImages.ts), so hydration keeps what the first frame
 * painted, or else its address.
 */
export function useImageSource(src: string | null | undefined): string | undefined {
  const inlineImages = useContext(PrefetchContext).inlineImages;
  if (!src) return undefined;
  const inlined = inlineImages && Object.hasOwn(inlineImages, src) ? inlineImages[src] : undefined;
  return inlined ?? src;
}

/**
 * The site's public origin as the server rendered the page ('' when it was
 * not given, as in tests), the same in the browser while it hydrates: for
 * absolute URLs that are part of the page's text, such as a citation's.
 */
export function useRenderOrigin(): string {
  const origin = useContext(PrefetchContext).origin;
  return origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/**
 * The day the server rendered this page (YYYY-MM-DD, UTC), which the browser
 * reads back so that hydration shows the same date (a citation's access
 * date); a page rendered in the browser uses today.
 */
export function useRenderDate(): string {
  return useContext(PrefetchContext).today ?? new Date().toISOString().slice(0, 10);
}

/** The island's copy of an answer the server embedded in it (the search island's first render). */
export function usePrefetched<T>(url: string | null): T | undefined {
  const { data } = useContext(PrefetchContext);
  return url ? (data[url] as T | undefined) : undefined;
}

/** How this URL failed when the server asked it for this page, if it did. */
export function usePrefetchedFailure(url: string | null): PrefetchedFailure | undefined {
  const { failed } = useContext(PrefetchContext);
  return url && failed && Object.hasOwn(failed, url) ? failed[url] : undefined;
}

/** One API answer the page's loader fetched: its data, or how it failed (404 included). */
export type PageAnswer<T> =
  | { status: 'loaded'; data: T; error: null; errorStatus: null }
  | { status: 'error'; data: null; error: string; errorStatus: number };

/** The message a 404 is shown with, as the fetch helper words it. */
export const NOT_FOUND_ERROR = 'HTTP 404: Not found';

/**
 * The answer the page's loader got for `url`. A page renders once, on the
 * server, after its loader: there is no loading state, and an answer the
 * loader was never asked for is a fault in the page's `data`.
 */
export function usePageAnswer<T>(url: string): PageAnswer<T> {
  const { data, missing, failed } = useContext(PrefetchContext);
  if (Object.hasOwn(data, url)) return { status: 'loaded', data: data[url] as T, error: null, errorStatus: null };
  if (missing.has(url)) return { status: 'error', data: null, error: NOT_FOUND_ERROR, errorStatus: 404 };
  const failure = failed && Object.hasOwn(failed, url) ? failed[url] : undefined;
  if (failure) return { status: 'error', data: null, error: failure.error, errorStatus: failure.status };
  throw new Error(`The page rendered ${url}, which its loader did not fetch: list it in the page's data.`);
}
