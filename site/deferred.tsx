/**
 * A part of a page whose code the browser loads only when the reader scrolls
 * near it, so a long page's first download stays inside the JavaScript budget.
 *
 * The server renders the part in full (the page module preloads it), so
 * readers without JavaScript, search engines and link previews get all of it.
 * In the browser the part sits in a Suspense boundary that suspends until its
 * module is loaded: while hydrating, React then keeps the server's HTML in
 * place (nothing moves, nothing flashes) and hydrates the rest of the page; an
 * IntersectionObserver on the part's wrapper starts the download when the part
 * comes within `rootMargin` of the viewport, and React hydrates it when the
 * module arrives. After a client-side navigation there is no server HTML, so
 * the download starts at once and the fallback shows until it arrives.
 */
import { Suspense, use, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

export interface DeferredPart<P extends object> {
  /** The part in its wrapper; `fallback` shows only when there is no server HTML to keep. */
  Part: ComponentType<P & { fallback: ReactNode; className?: string }>;
  /** Loads the part's module now (the server and tests call it before rendering). */
  preload: () => Promise<void>;
}

export function deferUntilVisible<P extends object>(load: () => Promise<ComponentType<P>>, rootMargin = '600px 0px'): DeferredPart<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let markLoaded: () => void = () => undefined;
  // One promise for the part's lifetime, so `use` sees the same thenable on every render.
  const loaded = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });

  const preload = (): Promise<void> => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
        markLoaded();
      },
      (error: unknown) => {
        // A failed download (offline, a new deploy) leaves the server's HTML in
        // place; the next time the part scrolls into view it is tried again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Content(props: P) {
    if (!Loaded) use(loaded);
    const Component = Loaded as ComponentType<P>;
    return <Component {...props} />;
  }

  function Part({ fallback, className, ...props }: P & { fallback: ReactNode; className?: string }) {
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (Loaded) return undefined;
      const element = wrapper.current;
      // No server HTML to keep (a client-side navigation): nothing to show until the code comes, so fetch it now.
      if (!element || !element.firstChild || typeof IntersectionObserver === 'undefined') {
        preload().catch(() => undefined);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          preload().then(
            () => observer.disconnect(),
            () => undefined,
          );
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={wrapper} className={className}>
        <Suspense fallback={fallback}>
          <Content {...(props as unknown as P)} />
        </Suspense>
      </div>
    );
  }

  return { Part, preload };
}
