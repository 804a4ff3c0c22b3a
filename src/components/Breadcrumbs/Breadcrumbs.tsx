import { breadcrumbsMessages, type BreadcrumbsMessages } from './messages';
import { forwardRef } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import { Link } from '../Link';
import * as styles from './Breadcrumbs.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

/** One step of the trail. */
export interface BreadcrumbItem {
  /** The step's text, e.g. "Foundations". */
  label: string;
  /** Where the step links to; ignored for the last step, which is the current page. */
  href?: string;
}

export interface BreadcrumbsProps extends RootProps<'nav'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<BreadcrumbsMessages>;
  /** The steps after Home, ending with the current page. Home is always added first. */
  items: readonly BreadcrumbItem[];
}

/**
 * Product §2, shared layout: a home icon, then labelled steps; the last is the
 * current page (aria-current="page", not a link). Separators are drawn with
 * aria-hidden so screen readers hear only the steps.
 */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs({ items, messages, className, ...rest }, ref) {
  const words = { ...breadcrumbsMessages, ...messages };
  const homeIsCurrent = items.length === 0;
  return (
    <nav ref={ref} aria-label={words.label} {...rest} className={cx(styles.root, className)}>
      <ol className={styles.list}>
        <li className={styles.item}>
          {homeIsCurrent ? (
            <span className={styles.home} aria-current="page">
              <HomeIcon />
              <span className={visuallyHidden}>{words.home}</span>
            </span>
          ) : (
            <Link href="/" className={`${styles.link} ${styles.home}`}>
              <HomeIcon />
              <span className={visuallyHidden}>{words.home}</span>
            </Link>
          )}
        </li>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              <Separator />
              {isLast ? (
                <span className={styles.current} aria-current="page">
                  {item.label}
                </span>
              ) : item.href ? (
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span className={styles.step}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});

function HomeIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M3 9.5L10 3.5l7 6M5 8v8.5h3.75v-5h2.5v5H15V8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Separator() {
  return (
    <svg className={styles.separator} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M7.5 4.5l5 5.5-5 5.5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
