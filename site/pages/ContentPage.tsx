/**
 * Every about and policy page (product §2, Static pages): the data its
 * Markdown file compiled to (site/content/contentPages.ts) drawn in the
 * static page frame. Text stays text: links, bold and code are the only marks,
 * and nothing is written as HTML.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from '../../src';
import type { Block, ContentPageData, Inline } from '../content/contentPages';
import { type PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import { FactList, MetaLine, Note, StaticPage, type ProseSection } from '../static/StaticPage';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function DateText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{LONG_DATE.format(new Date(`${iso}T00:00:00Z`))}</time>;
}

function InlineText({ children }: { children: readonly Inline[] }): ReactNode {
  return children.map((child, index) => {
    switch (child.kind) {
      case 'text':
        return <Fragment key={index}>{child.text}</Fragment>;
      case 'strong':
        return (
          <strong key={index}>
            <InlineText>{child.children}</InlineText>
          </strong>
        );
      case 'code':
        return <code key={index}>{child.text}</code>;
      case 'link':
        return (
          <Link key={index} href={child.href}>
            <InlineText>{child.children}</InlineText>
          </Link>
        );
    }
  });
}

function BlockView({ block }: { block: Block }): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <InlineText>{block.children}</InlineText>
        </p>
      );
    case 'heading':
      return (
        <h3>
          <InlineText>{block.children}</InlineText>
        </h3>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <InlineText>{item}</InlineText>
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'facts':
      return <FactList facts={block.facts.map((fact) => ({ term: fact.term, value: <InlineText>{fact.value}</InlineText> }))} />;
    case 'note':
      return (
        <Note>
          {block.blocks.map((inner, index) => (
            <BlockView key={index} block={inner} />
          ))}
        </Note>
      );
  }
}

function pageHead(page: ContentPageData): PageHead {
  return { title: page.title, description: page.description, path: page.path };
}

/** The module a page file compiles to; `source` is the file's path (site/content/pages/about.md). */
export function contentPage(page: ContentPageData, source: string): PageModule {
  const sections: ProseSection[] = page.sections.map((section) => ({
    id: section.id,
    title: section.title,
    content: section.blocks.map((block, index) => <BlockView key={index} block={block} />),
  }));
  const lead =
    page.updated || page.reviewed ? (
      <>
        {page.reviewed ? (
          <MetaLine>
            This statement was last reviewed on <DateText iso={page.reviewed} />.
          </MetaLine>
        ) : null}
        {page.updated ? (
          <MetaLine>
            Last updated: <DateText iso={page.updated} />
          </MetaLine>
        ) : null}
      </>
    ) : undefined;
  function ContentPageView() {
    return (
      <StaticPage
        breadcrumbs={[...page.breadcrumbs, { label: page.breadcrumb }]}
        title={page.title}
        intro={page.intro}
        lead={lead}
        sections={sections}
        contents={page.contents}
      />
    );
  }
  return { source, Component: ContentPageView, head: () => pageHead(page) };
}
