/**
 * The data a server-rendered page was built from, keyed by API URL. The server
 * fills it before rendering and embeds it in the page; the browser reads it
 * back before hydrating, so the first render on both sides is the same and
 * needs no request. Hooks look here first.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type PrefetchedData = Record<string, unknown>;

const PrefetchContext = createContext<PrefetchedData>({});

export function PrefetchProvider({ data, children }: { data: PrefetchedData; children: ReactNode }) {
  return <PrefetchContext.Provider value={data}>{children}</PrefetchContext.Provider>;
}

export function usePrefetched<T>(url: string | null): T | undefined {
  const data = useContext(PrefetchContext);
  return url ? (data[url] as T | undefined) : undefined;
}

/** The global the server's inline script sets. */
export const PREFETCH_GLOBAL = '__PARCHMENT_DATA__';
