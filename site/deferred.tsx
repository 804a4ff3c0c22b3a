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
import { memo, Suspense, use, useCallback, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

export interface DeferredPart<P extends object> {
  /** The part in its wrapper; `fallback` shows only when there is no server HTML to keep. */
  Part: ComponentType<P & { fallback: ReactNode; className?: string }>;
  /** Loads the part's module now (the server and tests call it before rendering). */
  preload: () => Promise<void>;
}

export interface DeferOptions {
  /** How near the viewport the part must come before its code is fetched. */
  rootMargin?: string;
  /**
   * Also fetch the code once the browser is idle after hydration. For parts
   * that in-page links lead into (an article's sources): a link's change of
   * address reaches every part through the router, and React drops the
   * server HTML of a part whose code has not arrived when that happens.
   */
  whenIdle?: boolean;
}

/**
 * Marks the part's wrapper `data-hydrated` once React has committed its
 * content (hydrated the server's HTML or rendered it): the page's own marker
 * on <html> comes earlier, while the part may still be server HTML without
 * handlers. The end-to-end tests wait for it.
 */
function MarkHydrated({ mark }: { mark: () => void }) {
  useEffect(mark, [mark]);
  return null;
}

/** Calls `load` once mounted: a part whose server HTML React dropped shows its fallback, and fetches its code at once. */
function LoadNow({ load }: { load: () => Promise<void> }) {
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);
  return null;
}

export function deferUntilVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { rootMargin = '600px 0px', whenIdle = false }: DeferOptions = {},
): DeferredPart<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let markLoaded: () => void = () => undefined;
  // One promise for the part's lifetime, so `use` sees the same thenable on every render. Marked fulfilled
  // the way React marks the thenables it tracks, so `use` reads it without suspending once the code is in:
  // every render calls `use` (a render that suspended on it and a later one that skipped it is the
  // conditional use React warns about).
  const loaded = new Promise<void>((resolve) => {
    markLoaded = () => {
      Object.assign(loaded, { status: 'fulfilled', value: undefined });
      resolve();
    };
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
    use(loaded);
    const Component = Loaded as ComponentType<P>;
    return <Component {...props} />;
  }

  function Part({ fallback, className, ...props }: P & { fallback: ReactNode; className?: string }) {
    const wrapper = useRef<HTMLDivElement>(null);
    const markHydrated = useCallback(() => {
      if (wrapper.current) wrapper.current.dataset.hydrated = 'true';
    }, []);
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
      const idle = whenIdle ? whenBrowserIdle(() => preload().catch(() => undefined)) : () => undefined;
      return () => {
        observer.disconnect();
        idle();
      };
    }, []);
    return (
      <div ref={wrapper} className={className} data-deferred-part="">
        <Suspense
          fallback={
            <>
              {fallback}
              <LoadNow load={preload} />
            </>
          }
        >
          <Content {...(props as unknown as P)} />
          <MarkHydrated mark={markHydrated} />
        </Suspense>
      </div>
    );
  }

  // A dehydrated part that re-renders before its code has arrived loses its
  // server HTML (React cannot hydrate it with new props, so it shows the
  // fallback instead). The page around it re-renders for its own reasons (the
  // section being read, data arriving), so the part re-renders only when its
  // own props change.
  return { Part: memo(Part) as unknown as typeof Part, preload };
}

/** Runs `task` when the browser is idle (or after a second where it cannot say); returns a cancel function. */
function whenBrowserIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1000);
  return () => clearTimeout(handle);
}
