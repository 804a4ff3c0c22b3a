/**
 * The data a server-rendered page is built from, keyed by API URL, the URLs
 * that answered 404 and those that failed. The server fills it before
 * rendering (an unknown article renders the 404 page); the data hooks look
 * here first, and fetch only what it lacks (a component test, an island
 * asking again).
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

export function usePrefetched<T>(url: string | null): T | undefined {
  const { data } = useContext(PrefetchContext);
  return url ? (data[url] as T | undefined) : undefined;
}

/** How this URL failed when the server asked it for this page, if it did. */
export function usePrefetchedFailure(url: string | null): PrefetchedFailure | undefined {
  const { failed } = useContext(PrefetchContext);
  return url && failed && Object.hasOwn(failed, url) ? failed[url] : undefined;
}

/** True when the server already learned that this URL answers 404. */
export function usePrefetchedMissing(url: string | null): boolean {
  const { missing } = useContext(PrefetchContext);
  return url ? missing.has(url) : false;
}
