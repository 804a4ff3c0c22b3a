/**
 * Islands: the interactive parts of a page that is otherwise HTML (docs/decisions/0037-islands.md).
 *
 * A page rendered in islands mode is hydrated part by part: the server
 * renders each island as a React root of its own (its HTML, the name of its
 * component and its props, as JSON, on a wrapper element), and the browser's
 * island entry (site/islands/entry.tsx) hydrates each wrapper with that
 * component and those props. Everything else on the page (the article's
 * text, its notes, the cards) stays the server's HTML, and its code is never
 * downloaded. An island is rendered as its own root on both sides so that the
 * ids React generates inside it (useId) agree, and its props must be JSON:
 * they are all that crosses over.
 *
 * In a page the browser hydrates whole (the single-page app, and any render
 * without an island renderer) an island is just its component, in the same
 * wrapper.
 */
import { createContext, useContext, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import * as styles from './Island.css';

/** Renders one island's root to HTML (the server's renderToString), with the prefix its ids get; the server notes the name to preload its code. */
export type RenderIsland = (name: string, root: ReactElement, identifierPrefix: string) => string;

const IslandRenderer = createContext<RenderIsland | null>(null);

/** Given on the server for a page rendered in islands mode. */
export const IslandRendererProvider = IslandRenderer.Provider;

/** The attribute naming an island's component; its element also carries its id and props. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The prefix of the ids React makes inside an island, the same on the server and in the browser. */
export function islandIdPrefix(id: string): string {
  return `${id}-`;
}

/** An island's root on both sides: reports when the browser has committed it (the island entry waits for every one). */
export function IslandRoot({ children, onCommit }: { children: ReactNode; onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

export interface IslandComponent<P extends object> {
  (props: P & { islandId: string }): ReactElement;
  /** The island's name, as the island entry's registry knows it (site/islands/registry.ts). */
  islandName: string;
  /** The component itself, which the island entry hydrates. */
  Component: ComponentType<P>;
}

/**
 * Makes a component an island: the returned component renders it in an
 * island's wrapper, given an `islandId` unique on the page. Its props must be
 * JSON values (no functions, no elements).
 */
export function defineIsland<P extends object>(name: string, Component: ComponentType<P>): IslandComponent<P> {
  function Island({ islandId, ...props }: P & { islandId: string }) {
    const render = useContext(IslandRenderer);
    if (!render) {
      return (
        <div className={styles.island}>
          <Component {...(props as P)} />
        </div>
      );
    }
    const html = render(
      name,
      <IslandRoot>
        <Component {...(props as P)} />
      </IslandRoot>,
      islandIdPrefix(islandId),
    );
    return (
      <div
        className={styles.island}
        {...{ [ISLAND_ATTRIBUTE]: name }}
        data-island-id={islandId}
        data-props={JSON.stringify(props)}
        // React's own HTML for the island's root, rendered just above from the same props, every text in it
        // escaped by React: no content string reaches the page unescaped.
        // eslint-disable-next-line no-restricted-syntax
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name, Component });
}
