/**
 * The data a server-rendered page was built from, keyed by API URL, and the
 * URLs that answered 404. The server fills it before rendering and embeds it in
 * the page; the browser reads it back before hydrating, so the first render on
 * both sides is the same and needs no request (an unknown article renders the
 * 404 page on the server too). Hooks look here first.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type PrefetchedData = Record<string, unknown>;

interface Prefetched {
  data: PrefetchedData;
  missing: ReadonlySet<string>;
  /** The day the page was rendered (ISO, UTC), or undefined to use today. */
  today?: string;
  /** The site's public origin as the server rendered the page, or undefined to use the browser's. */
  origin?: string;
}

const PrefetchContext = createContext<Prefetched>({ data: {}, missing: new Set() });

export function PrefetchProvider({
  data,
  missing = new Set(),
  today,
  origin,
  children,
}: {
  data: PrefetchedData;
  missing?: ReadonlySet<string>;
  today?: string;
  origin?: string;
  children: ReactNode;
}) {
  return <PrefetchContext.Provider value={{ data, missing, today, origin }}>{children}</PrefetchContext.Provider>;
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

/** True when the server already learned that this URL answers 404. */
export function usePrefetchedMissing(url: string | null): boolean {
  const { missing } = useContext(PrefetchContext);
  return url ? missing.has(url) : false;
}

/** The global the server's inline script sets. */
export const PREFETCH_GLOBAL = '__PARCHMENT_DATA__';

/** What the server embeds: the answers, the 404s, and the year for the footer. */
export interface EmbeddedPageData {
  data: PrefetchedData;
  missing: string[];
  year: number;
  /** The render's day (YYYY-MM-DD, UTC): see useRenderDate. */
  today?: string;
  /** The public origin the page was rendered for: see useRenderOrigin. */
  origin?: string;
}
