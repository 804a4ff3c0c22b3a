import type { ComponentType, ReactNode } from 'react';
import { LinkProvider, type LinkComponentProps } from '../Link';
import * as styles from './ParchmentProvider.css';

/** parchment (light), ink (dark), or system: follow the reader's `prefers-color-scheme`. */
export type ParchmentTheme = 'parchment' | 'ink' | 'system';

export interface ParchmentProviderProps {
  /** The colour theme of the subtree (a nested provider sets its own subtree's); without it the subtree keeps the theme around it: an enclosing provider's, the page root's `data-theme`, or the reader's preference. */
  theme?: ParchmentTheme;
  /** Also style the page: the body's margin, surface and type follow the theme, and headings and links inside take the library's faces and colours. Set it on the provider at the root of an app that Parchment styles whole. */
  styleBody?: boolean;
  /** The component that renders internal links, e.g. an adapter around the router's Link, so links navigate client-side. */
  linkComponent?: ComponentType<LinkComponentProps>;
  /** A class for the provider's element, to lay it out in the host app. */
  className?: string;
  /** The subtree that the theme applies to. */
  children: ReactNode;
}

/**
 * Sets Parchment's theme on its subtree and gives the components what they
 * need from their surroundings: the theme's colours and type, border-box
 * sizing, a visible focus ring. It renders one `div` carrying `data-theme`,
 * so it works during server rendering with no script, and nested providers
 * work because the nearest `data-theme` wins. Page-wide element styles (body,
 * headings, links) apply only with `styleBody`, as in Braid.
 */
export function ParchmentProvider({ theme, styleBody = false, linkComponent, className, children }: ParchmentProviderProps) {
  const content = linkComponent ? <LinkProvider component={linkComponent}>{children}</LinkProvider> : children;
  return (
    <div
      data-theme={theme}
      data-pm-style-body={styleBody ? (theme ?? 'inherit') : undefined}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      {content}
    </div>
  );
}
