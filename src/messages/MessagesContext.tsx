'use client';
/**
 * The messages and locale a ParchmentProvider gives its subtree. Client
 * components read them here; server components cannot read context, so they
 * take the same messages as a `messages` prop (see the Translating guide).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ParchmentMessageOverrides } from './types';

interface MessagesSettings {
  messages: ParchmentMessageOverrides;
  locale?: string;
}

const MessagesContext = createContext<MessagesSettings>({ messages: {} });

export interface MessagesProviderProps {
  /** Messages for the subtree, by component; what is missing comes from an enclosing provider, then English. */
  messages?: ParchmentMessageOverrides;
  /** The locale for dates and numbers, e.g. "es-US"; an enclosing provider's, or en-US, when absent. */
  locale?: string;
  children: ReactNode;
}

/** Sets the messages and locale for the client components below; nested providers add to (and win over) the enclosing one's. */
export function MessagesProvider({ messages, locale, children }: MessagesProviderProps) {
  const outer = useContext(MessagesContext);
  const merged: Record<string, object | undefined> = { ...outer.messages };
  for (const [component, own] of Object.entries(messages ?? {})) merged[component] = { ...merged[component], ...own };
  // A new value each render: a provider re-renders with the app's root, rarely, and its readers are few.
  return <MessagesContext.Provider value={{ messages: merged as ParchmentMessageOverrides, locale: locale ?? outer.locale }}>{children}</MessagesContext.Provider>;
}

/**
 * A client component's messages: its English defaults, then the provider's
 * for that component, then the ones passed as its own `messages` prop.
 */
export function useMessages<Key extends keyof ParchmentMessageOverrides, Defaults extends object>(
  component: Key,
  defaults: Defaults,
  own?: Partial<Defaults>,
): Defaults {
  const fromProvider = useContext(MessagesContext).messages[component] as Partial<Defaults> | undefined;
  return { ...defaults, ...fromProvider, ...own };
}

/** The locale for dates and numbers: the component's own `locale` prop, the provider's, or en-US. */
export function useLocale(own?: string): string {
  const fromProvider = useContext(MessagesContext).locale;
  return own ?? fromProvider ?? 'en-US';
}
