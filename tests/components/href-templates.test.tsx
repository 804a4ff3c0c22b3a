/**
 * Links a server component can give: every prop that says where an item
 * links (or the id it takes) accepts a template string, with the item's
 * value URL-encoded into its placeholder, as well as a function for client
 * code. A function cannot cross from a React Server Component to a client
 * one; a string can.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminArticlesTable, type AdminArticleRow } from '../../src/components/AdminArticlesTable';
import { ArticleCard } from '../../src/components/ArticleCard';
import { KeyFacts } from '../../src/components/KeyFacts';
import { Pagination } from '../../src/components/Pagination';
import { RichBody } from '../../src/components/RichBody';
import { SourceList, type ArticleSource } from '../../src/components/SourceList';
import { TagList } from '../../src/components/TagList';
import { fillTemplate } from '../../src/utils/hrefTemplate';

const sources: ArticleSource[] = [1, 2, 3].map((n) => ({
  id: `source-${n}`,
  title: `Source number ${n}`,
  publisher: 'Library of Congress',
  url: `https://example.org/${n}`,
  date: '1788-02-08',
  type: 'primary',
}));

describe('href templates', () => {
  it('fill the placeholder with the value, URL-encoded, everywhere it appears; a function is called instead', () => {
    expect(fillTemplate('/search?tag={tag}&again={tag}', 'tag', 'courts & law/1')).toBe('/search?tag=courts%20%26%20law%2F1&again=courts%20%26%20law%2F1');
    expect(fillTemplate('#note-{source}', 'source', 3)).toBe('#note-3');
    expect(fillTemplate('/no-placeholder', 'tag', 'x')).toBe('/no-placeholder');
    expect(fillTemplate((tag: string) => `/t/${tag}`, 'tag', 'a b')).toBe('/t/a b');
  });

  it('TagList and ArticleCard link each tag through a template', () => {
    render(
      <>
        <TagList tags={['Bill of Rights']} tagHref="/search?tag={tag}" />
        <ArticleCard kicker="Founding" title="The Federalist" href="/articles/federalist" dek="Essays." tags={['courts & law']} tagHref="/topics/{tag}" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Tag: Bill of Rights' })).toHaveAttribute('href', '/search?tag=Bill%20of%20Rights');
    expect(screen.getByRole('link', { name: 'Tag: courts & law' })).toHaveAttribute('href', '/topics/courts%20%26%20law');
  });

  it('Pagination links Previous and Next through a template', () => {
    render(<Pagination page={2} perPage={10} total={30} shown={10} hrefForPage="/archive?page={page}" />);
    expect(screen.getByRole('link', { name: /previous/i })).toHaveAttribute('href', '/archive?page=1');
    expect(screen.getByRole('link', { name: /next/i })).toHaveAttribute('href', '/archive?page=3');
  });

  it('KeyFacts and RichBody lead notes where the template says, and RichBody gives the first note citing a source the templated id', () => {
    render(
      <>
        <KeyFacts facts={['Ratified in 1788']} notes={[[2]]} noteHref="/sources#s{source}" />
        <RichBody
          body={{ sections: [{ type: 'paragraph', content: 'A claim. Another.', notes: [{ at: 8, source: 1 }, { at: 17, source: 1 }] }] }}
          noteHref="#entry-{source}"
          noteId="cites-{source}"
        />
      </>,
    );
    const [factNote, firstNote, secondNote] = screen.getAllByRole('link');
    expect(factNote).toHaveAttribute('href', '/sources#s2');
    expect(firstNote).toHaveAttribute('href', '#entry-1');
    expect(firstNote).toHaveAttribute('id', 'cites-1');
    expect(secondNote).not.toHaveAttribute('id');
  });

  it('KeyFacts and RichBody lead notes to the source list by default', () => {
    render(<KeyFacts facts={['Ratified in 1788']} notes={[[2]]} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '#source-2');
  });

  it('SourceList links back through a template, only from the sources the text cites when it names them', () => {
    const { unmount } = render(<SourceList sources={sources} backHref="#note-{source}" citedSources={[1, 3]} />);
    expect(screen.getAllByRole('link', { name: /back to text/i }).map((link) => link.getAttribute('href'))).toEqual(['#note-1', '#note-3']);
    unmount();
    render(<SourceList sources={sources} backHref="#note-{source}" />);
    expect(screen.getAllByRole('link', { name: /back to text/i })).toHaveLength(3);
  });

  it('SourceList still takes a function that returns null for no back link', () => {
    render(<SourceList sources={sources} backHref={(source) => (source === 2 ? '#note-2' : null)} />);
    expect(screen.getAllByRole('link', { name: /back to text/i }).map((link) => link.getAttribute('href'))).toEqual(['#note-2']);
  });

  it("AdminArticlesTable's View link follows a template with the slug", () => {
    const row: AdminArticleRow = {
      id: '1',
      title: 'The Monroe Doctrine',
      slug: 'monroe-doctrine',
      categoryName: 'Foundations',
      categorySlug: 'foundations',
      publishedAt: '1823-12-02',
      tagNames: [],
      heroSrc: null,
      heroAlt: null,
    };
    render(<AdminArticlesTable state="ready" rows={[row]} articleHref="/articles/{slug}" />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: /view/i })).toHaveAttribute('href', '/articles/monroe-doctrine');
  });
});
