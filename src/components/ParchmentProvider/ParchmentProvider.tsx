import { forwardRef, type ComponentType, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { LinkProvider, type LinkComponentProps } from '../Link';
import { MessagesProvider } from '../../messages/MessagesContext';
import type { ParchmentMessageOverrides } from '../../messages/types';
import * as styles from './ParchmentProvider.css';

/** parchment (light), ink (dark), or system: follow the reader's `prefers-color-scheme`. */
export type ParchmentTheme = 'parchment' | 'ink' | 'system';

export interface ParchmentProviderProps extends RootProps<'div', 'children'> {
  /** The colour theme of the subtree (a nested provider sets its own subtree's); without it the subtree keeps the theme around it: an enclosing provider's, the page root's `data-theme`, or the reader's preference. */
  theme?: ParchmentTheme;
  /** Also style the page: the body's margin, surface and type follow the theme, and headings and links inside take the library's faces and colours. Set it on the provider at the root of an app that Parchment styles whole. */
  styleBody?: boolean;
  /** The component that renders internal links, e.g. an adapter around the router's Link, so links navigate client-side. */
  linkComponent?: ComponentType<LinkComponentProps>;
  /**
   * The words of the client components below, by component (e.g.
   * `spanishMessages`, or any part of it); English where none is given. Server
   * components cannot read a provider: pass them the same messages as their
   * `messages` prop (see the Translating guide).
   */
  messages?: ParchmentMessageOverrides;
  /** The locale the client components below write dates and numbers in, e.g. "es-US"; en-US when absent. */
  locale?: string;
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
export const ParchmentProvider = forwardRef<HTMLDivElement, ParchmentProviderProps>(function ParchmentProvider(
  { theme, styleBody = false, linkComponent, messages, locale, className, children, ...rest },
  ref,
) {
  const linked = linkComponent ? <LinkProvider component={linkComponent}>{children}</LinkProvider> : children;
  const content =
    messages || locale ? (
      <MessagesProvider messages={messages} locale={locale}>
        {linked}
      </MessagesProvider>
    ) : (
      linked
    );
  return (
    <div
      ref={ref}
      {...rest}
      data-theme={theme}
      data-pm-style-body={styleBody ? (theme ?? 'inherit') : undefined}
      className={cx(styles.root, className)}
    >
      {content}
    </div>
  );
});
