/**
 * The interactive parts of an article page: the byline (its Share button),
 * the tables of contents (the section being read is marked as the reader
 * scrolls), Cite this article (its Copy buttons) and Print handout. The rest
 * of the page is the server's HTML.
 */
import { useSyncExternalStore } from 'react';
import { Button, Byline, CiteThis, TableOfContents, useActiveSection, type BylineProps, type CitationInput, type TableOfContentsItem } from '../../src';
import { defineIsland } from './Island';

type BylinePartProps = Omit<BylineProps, 'messages' | 'className' | 'style'>;

export const BylineIsland = defineIsland('byline', function BylinePart(props: BylinePartProps) {
  return <Byline {...props} />;
});

export interface ContentsPartProps {
  items: TableOfContentsItem[];
  variant?: 'list' | 'disclosure';
  className?: string;
}

export const ContentsIsland = defineIsland('contents', function ContentsPart({ items, variant, className }: ContentsPartProps) {
  const activeId = useActiveSection(items.map((item) => item.id));
  return <TableOfContents items={items} variant={variant} activeId={activeId} className={className} />;
});

/** The day does not change while a page is read (or, if it does, the citation may keep the day the reading began). */
const noChanges = () => () => undefined;

/** The reader's own day (local time), as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export interface CitePartProps {
  input: Omit<CitationInput, 'accessed'>;
  /** The server's day (YYYY-MM-DD) when it rendered the page. */
  renderDate: string;
}

export const CiteIsland = defineIsland('cite', function CitePart({ input, renderDate }: CitePartProps) {
  // The server's day while hydrating, so the page matches its HTML; then the reader's own day of reading.
  const accessed = useSyncExternalStore(noChanges, localToday, () => renderDate);
  return <CiteThis input={{ ...input, accessed }} />;
});

/**
 * Print handout: the browser's print dialog for this page, which prints as a
 * handout (site/styles/print.css.ts: the text, the questions with lines to
 * answer on, the glossary, the sources and the citation, on Letter paper
 * with margins).
 */
export const PrintIsland = defineIsland('print', function PrintPart() {
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      Print handout
    </Button>
  );
});
