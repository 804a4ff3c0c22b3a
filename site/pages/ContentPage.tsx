/**
 * Every about and policy page (product §2, Static pages): the data its
 * Markdown file compiled to (site/content/contentPages.ts): breadcrumbs, the
 * page header (the one h1), the dates, an optional "On this page" list, then
 * the sections, each an h2 with its anchor. Text stays text: links, bold and
 * code are the only marks, and nothing is written as HTML.
 */
import { Fragment, type ReactNode } from 'react';
import { Breadcrumbs, Link, PageHeader, Stack, TableOfContents } from '../../src';
import type { Block, ContentPageData, Inline } from '../content/contentPages';
import type { PageModule } from '../pageTypes';
import * as styles from './ContentPage.css';

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
      // Labelled facts ("Entity: Not yet registered"); each pair's div takes no box, so the pairs share the list's grid.
      return (
        <dl className={styles.facts}>
          {block.facts.map((fact) => (
            <div key={fact.term} className={styles.factRow}>
              <dt className={styles.factTerm}>{fact.term}:</dt>
              <dd className={styles.factValue}>
                <InlineText>{fact.value}</InlineText>
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'note':
      return (
        <Stack space="2" className={styles.note}>
          {block.blocks.map((inner, index) => (
            <BlockView key={index} block={inner} />
          ))}
        </Stack>
      );
  }
}

/** The module a page file compiles to; `source` is the file's path (site/content/pages/about.md). */
export function contentPage(page: ContentPageData, source: string): PageModule {
  function ContentPageView() {
    return (
      <>
        <Breadcrumbs items={[...page.breadcrumbs, { label: page.breadcrumb }]} />
        <PageHeader title={page.title} intro={page.intro} />
        <Stack space="10" className={styles.body}>
          {page.reviewed ? (
            <p className={styles.meta}>
              This statement was last reviewed on <DateText iso={page.reviewed} />.
            </p>
          ) : null}
          {page.updated ? (
            <p className={styles.meta}>
              Last updated: <DateText iso={page.updated} />
            </p>
          ) : null}
          {page.contents ? <TableOfContents items={page.sections.map(({ id, title }) => ({ id, text: title, level: 2 }))} /> : null}
          {page.sections.map((section) => (
            <Stack as="section" space="3" key={section.id}>
              <h2 id={section.id} className={styles.sectionHeading}>
                {section.title}
              </h2>
              <Stack space="4" className={styles.prose}>
                {section.blocks.map((block, index) => (
                  <BlockView key={index} block={block} />
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </>
    );
  }
  return { source, Component: ContentPageView, head: () => ({ title: page.title, description: page.description, path: page.path }) };
}
