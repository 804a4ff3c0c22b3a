import { notFoundMessages, type NotFoundMessages } from './messages';
import { forwardRef, type ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './NotFound.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';

export interface NotFoundProps extends RootProps<'div', 'children'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<NotFoundMessages>;
  /** An extra sentence under the heading, e.g. what the reader might try next. */
  children?: ReactNode;
  /** Where "Return to Home" goes. */
  homeHref?: string;
}

/**
 * Product §2, 404: shows "404", "Oops! Page not found" and a "Return to Home" link.
 * The h1 is the sentence, so a screen reader's heading list says what
 * happened; "404" is shown large above it as a paragraph.
 */
export const NotFound = forwardRef<HTMLDivElement, NotFoundProps>(function NotFound({ children, homeHref = '/', messages, className, ...rest }, ref) {
  const words = { ...notFoundMessages, ...messages };
  return (
    <Stack space="4" align="center" ref={ref} {...rest} className={cx(styles.root, className)}>
      <p className={styles.code}>{words.code}</p>
      <h1 className={styles.title}>{words.heading}</h1>
      {children ? <div className={styles.detail}>{children}</div> : null}
      <Button href={homeHref}>{words.home}</Button>
    </Stack>
  );
});
