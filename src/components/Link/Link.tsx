'use client';

import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type RefAttributes } from 'react';
import * as styles from './Link.css';

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const LinkComponentContext = createContext<ComponentType<LinkComponentProps> | null>(null);

export interface LinkProviderProps {
  /** The component that renders every internal link, e.g. an adapter around the router's Link; a plain `<a>` when absent. It is given the link's ref: forward it to the anchor. */
  component: ComponentType<LinkComponentProps>;
  /** The tree whose links it renders. */
  children: ReactNode;
}

/**
 * Lets the app decide how links navigate (as Braid's `linkComponent` does):
 * components stay free of the router, and the site still gets client-side
 * navigation.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes: a site path such as /articles/monroe-doctrine, or a full URL. */
  href: string;
}

/** A link that renders through the app's link component when one is provided, and as a plain `<a>` otherwise. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const Component = useContext(LinkComponentContext);
  const isInternal = props.href.startsWith('/') && !props.href.startsWith('//');
  const className = props.className ? `${styles.link} ${props.className}` : styles.link;
  // The app's link component is stable for the app's lifetime (it comes from context, not from render).
  // It gets the ref too: under React 18 it must forward it (forwardRef); under React 19 it is a prop.
  if (Component && isInternal && !props.target) {
    const AppLink = Component as ComponentType<LinkComponentProps & RefAttributes<HTMLAnchorElement>>;
    return <AppLink {...props} className={className} ref={ref} />;
  }
  const { children, ...anchorProps } = props;
  return (
    <a ref={ref} {...anchorProps} className={className}>
      {children}
    </a>
  );
});
