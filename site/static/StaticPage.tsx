/**
 * The frame every about and policy page shares: breadcrumbs, the page header
 * (the one h1), an optional "On this page" contents list, then the page's
 * sections, each an h2 with an anchor. Pages describe their sections as data,
 * so the contents list and the headings cannot drift apart.
 */
import { type ReactNode } from 'react';
import { Breadcrumbs, PageHeader, type BreadcrumbItem, Stack, TableOfContents } from '../../src';
import * as styles from './StaticPage.css';

/** One section of a static page. */
export interface ProseSection {
  /** The anchor, e.g. "mission"; the heading carries it so /about#mission lands on it. */
  id: string;
  /** The section's h2. */
  title: string;
  /** The section's prose. */
  content: ReactNode;
}

export interface StaticPageProps {
  /** The steps after Home; the last is this page. */
  breadcrumbs: readonly BreadcrumbItem[];
  /** The page's h1. */
  title: string;
  /** The paragraph under the title. */
  intro?: ReactNode;
  /** Anything shown before the sections, e.g. the "Last updated" line. */
  lead?: ReactNode;
  /** The page's sections, in order. */
  sections: readonly ProseSection[];
  /** Show the "On this page" list of section links (long pages). */
  contents?: boolean;
}

export function StaticPage({ breadcrumbs, title, intro, lead, sections, contents = false }: StaticPageProps) {
  return (
    <>
      <Breadcrumbs items={breadcrumbs} />
      <PageHeader title={title} intro={intro} />
      <Stack space="10" className={styles.body}>
        {lead}
        {contents ? <TableOfContents items={sections.map(({ id, title }) => ({ id, text: title, level: 2 }))} /> : null}
        {sections.map((section) => (
          <Stack as="section" space="3" key={section.id}>
            <h2 id={section.id} className={styles.sectionHeading}>
              {section.title}
            </h2>
            <Stack space="4" className={styles.prose}>{section.content}</Stack>
          </Stack>
        ))}
      </Stack>
    </>
  );
}

/** Labelled facts as a definition list: "Entity" / "Not yet registered". */
export function FactList({ facts }: { facts: ReadonlyArray<{ term: string; value: ReactNode }> }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.factRow}>
          <dt className={styles.factTerm}>{fact.term}:</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A boxed note set apart from the prose. */
export function Note({ children }: { children: ReactNode }) {
  return <Stack space="2" className={styles.note}>{children}</Stack>;
}

/** A muted line such as "Last updated: October 17, 2024". */
export function MetaLine({ children }: { children: ReactNode }) {
  return <p className={styles.meta}>{children}</p>;
}
