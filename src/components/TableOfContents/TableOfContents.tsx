'use client';

import { useMessages } from '../../messages/MessagesContext';
import { formatMessage } from '../../messages/format';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { tableOfContentsMessages, type TableOfContentsMessages } from './messages';
import { forwardRef, useEffect, useId, useState } from 'react';
import * as styles from './TableOfContents.css';
import type { HeadingLevel } from '../../utils/headingLevel';
import { Inline } from '../Inline';
import { Stack } from '../Stack';

/** One entry: a heading of the article, by the id of its element. */
export interface TableOfContentsItem {
  /** The heading element's id; the entry links to `#id`. */
  id: string;
  /** The heading's text, as the reader sees it in the article. */
  text: string;
  /** 2 for a section, 3 for a part of the section before it. */
  level: 2 | 3;
}

export interface TableOfContentsProps extends RootProps<'nav', 'title'> {
  /** The article's headings, in document order. */
  items: ReadonlyArray<TableOfContentsItem>;
  /** The navigation's name, shown as its heading (list) or its summary (disclosure); the messages' `title` when absent. */
  title?: string;
  /**
   * The navigation landmark's accessible name. Defaults to `title` for the
   * list and to `title` plus "(collapsible)" for the disclosure, so a page
   * that renders both (one for wide screens, one for small) never has two
   * landmarks of the same name; set it when a page has two of one variant.
   */
  label?: string;
  /** `list` beside the text on wide screens; `disclosure`, a collapsed `<details>`, at the top of the article on small ones. */
  variant?: 'list' | 'disclosure';
  /** The id of the section being read (from `useActiveSection`); its link is marked `aria-current="location"`. */
  activeId?: string | null;
  /** The list variant's heading level, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** A class for the `<nav>`, e.g. the page's sticky position. */
  className?: string;
  /** Its words, over the provider's and English (see the Translating guide). */
  messages?: Partial<TableOfContentsMessages>;
}

interface Section {
  item: TableOfContentsItem;
  parts: TableOfContentsItem[];
}

/** Level-3 items go under the level-2 item before them; one before any level-2 item stands on its own. */
function nest(items: ReadonlyArray<TableOfContentsItem>): Section[] {
  const sections: Section[] = [];
  for (const item of items) {
    const last = sections[sections.length - 1];
    if (item.level === 3 && last) last.parts.push(item);
    else sections.push({ item, parts: [] });
  }
  return sections;
}

function Entry({ item, activeId }: { item: TableOfContentsItem; activeId: string | null | undefined }) {
  return (
    <a href={`#${item.id}`} className={styles.link} aria-current={item.id === activeId ? 'location' : undefined}>
      {item.text}
    </a>
  );
}

/**
 * "On this page": links to an article's sections, parts nested under their
 * section. Plain fragment links, so it works without JavaScript; with
 * `activeId` it also shows where the reader is. Hidden in print, where
 * links to the same page lead nowhere. Renders nothing without items.
 */
export const TableOfContents = forwardRef<HTMLElement, TableOfContentsProps>(function TableOfContents(
  { items, title: givenTitle, label, variant = 'list', activeId, headingLevel = 2, messages, className, ...rest },
  ref,
) {
  const words = useMessages('tableOfContents', tableOfContentsMessages, messages);
  const title = givenTitle ?? words.title;
  const headingId = useId();
  const shown = items.filter((item) => item.id && item.text.trim());
  if (shown.length === 0) return null;
  const list = (
    <Stack as="ol" space="1" className={styles.list}>
      {nest(shown).map(({ item, parts }) => (
        <li key={item.id} className={styles.item}>
          <Entry item={item} activeId={activeId} />
          {parts.length > 0 ? (
            <Stack as="ol" space="1" className={styles.parts}>
              {parts.map((part) => (
                <li key={part.id} className={styles.item}>
                  <Entry item={part} activeId={activeId} />
                </li>
              ))}
            </Stack>
          ) : null}
        </li>
      ))}
    </Stack>
  );
  const navClass = cx(styles.nav, variant === 'disclosure' ? styles.disclosureNav : undefined, className);
  if (variant === 'disclosure') {
    // The summary names the navigation; a heading inside a summary would be
    // announced as part of a button, so this variant has none.
    return (
      <nav ref={ref} {...rest} aria-label={label ?? formatMessage(words.collapsible, { title })} className={navClass}>
        <details className={styles.details}>
          <Inline as="summary" space="2" alignY="center" wrap={false} className={styles.summary}>{title}</Inline>
          {list}
        </details>
      </nav>
    );
  }
  const Heading = `h${headingLevel}` as const;
  return (
    <nav ref={ref} {...rest} aria-labelledby={label === undefined ? headingId : undefined} aria-label={label} className={navClass}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {list}
    </nav>
  );
});

/**
 * The id of the section being read: the last of `ids` (in document order)
 * whose heading has reached the upper 30% of the viewport; null before the
 * first one has, and on the server.
 *
 * One IntersectionObserver watches the heading elements and reports only
 * when one crosses the line, so nothing runs on the main thread per scroll
 * frame, unlike a scroll listener. Without IntersectionObserver (an old
 * browser) it stays null and the table of contents simply marks nothing.
 * Ids whose element is not in the document are skipped.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);
  // A new array with the same ids (a parent's render) must not restart the observer.
  const key = ids.join('\n');

  useEffect(() => {
    if (!key || typeof IntersectionObserver === 'undefined') return undefined;
    const ordered = key.split('\n');
    const elements = new Map<Element, string>();
    for (const id of ordered) {
      const element = document.getElementById(id);
      if (element) elements.set(element, id);
    }
    if (elements.size === 0) return undefined;
    // Whether each heading is in the upper band or has scrolled past it.
    const reached = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = elements.get(entry.target);
          if (id === undefined) continue;
          const bandTop = entry.rootBounds?.top ?? 0;
          if (entry.isIntersecting || entry.boundingClientRect.top < bandTop) reached.add(id);
          else reached.delete(id);
        }
        // The last in document order (a plain loop: the library targets ES2020 browsers, before findLast).
        let current: string | null = null;
        for (const id of ordered) if (reached.has(id)) current = id;
        setActiveId(current);
      },
      { rootMargin: '0px 0px -70% 0px' },
    );
    for (const element of elements.keys()) observer.observe(element);
    return () => observer.disconnect();
  }, [key]);

  return activeId;
}
