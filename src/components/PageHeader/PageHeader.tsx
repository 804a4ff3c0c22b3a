import { forwardRef, type ReactNode } from 'react';
import * as styles from './PageHeader.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';
import { Inline } from '../Inline';

export interface PageHeaderProps extends RootProps<'div', 'title' | 'children'> {
  /** The page's title: its one h1. */
  title: ReactNode;
  /** A short paragraph under the title introducing the page. */
  intro?: ReactNode;
  /** A small label above the title, e.g. the pillar a page belongs to. */
  kicker?: ReactNode;
  /** Actions shown under the intro, e.g. a Button with `href` or a FilterBar. */
  children?: ReactNode;
}

/** The top of a page: optional kicker, the h1, an optional intro and a row of actions. */
export const PageHeader = forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader({ title, intro, kicker, children, className, ...rest }, ref) {
  return (
    <Stack space="3" ref={ref} {...rest} className={cx(styles.root, className)}>
      {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children ? <Inline space="3" alignY="center" className={styles.actions}>{children}</Inline> : null}
    </Stack>
  );
});
