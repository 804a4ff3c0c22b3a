import { Fragment } from 'react';
import { Link } from '../../src';
import { usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import { StaticPage, type ProseSection } from '../static/StaticPage';

export function editorialPolicyHead(): PageHead {
  return {
    title: 'Editorial Policy',
    description:
      'The principles Parchment works by, how we use AI assistance, our four-step fact-check, how we choose and mark sources, and how we handle contested topics.',
    path: '/about/editorial-policy',
  };
}

/** Product §2, Editorial Policy: the four principles. */
const principles = [
  {
    name: 'Accuracy',
    text: 'Every statement of fact in an article can be traced to a source we cite. We check dates, names, numbers and quotations against those sources before publication, and we say so when the record is uncertain or incomplete.',
  },
  {
    name: 'Transparency',
    text: 'We show how our work is made. Each article lists its sources, names the editor who reviewed it, and discloses that it was created with AI assistance. Our ownership, funding and policies are published on this site.',
  },
  {
    name: 'Objectivity',
    text: 'We explain rather than persuade. We separate what happened from how people have interpreted it, describe contested questions fairly, and avoid loaded language. We do not take sides in elections or current party disputes.',
  },
  {
    name: 'Accountability',
    text: 'The editors named on an article are responsible for it, not the tools used to draft it. When we make a mistake we correct it openly, say what changed, and keep a record of the correction.',
  },
] as const;

/** Product §2, Editorial Policy: four-step fact-checking, in order. */
export const factCheckSteps = [
  {
    name: 'Source every claim.',
    text: 'Before drafting, the editor gathers the sources the article will rest on, primary sources first. Every factual claim in the draft must point to one of them.',
  },
  {
    name: 'Check against the sources.',
    text: 'The editor checks each date, name, number and quotation line by line against the cited source. Anything that cannot be confirmed is corrected or removed.',
  },
  {
    name: 'Review by a second editor.',
    text: 'A second editor who did not draft the article reviews it for accuracy, fairness and clarity, and the Research Editor confirms that each source is a stable public record and is marked as primary or secondary correctly.',
  },
  {
    name: 'Publish with disclosure, then keep checking.',
    text: 'The article is published with its sources, its reviewer and its AI disclosure. Reports of errors from readers are handled under our corrections policy, and the article shows the date it was last updated.',
  },
] as const;

const sections: ProseSection[] = [
  {
    id: 'principles',
    title: 'Our principles',
    content: (
      <>
        <p>Four principles guide everything we publish.</p>
        {principles.map((principle) => (
          <Fragment key={principle.name}>
            <h3>{principle.name}</h3>
            <p>{principle.text}</p>
          </Fragment>
        ))}
      </>
    ),
  },
  {
    id: 'ai-assistance',
    title: 'AI assistance disclosure',
    content: (
      <>
        <p>
          Parchment articles are created with AI assistance and reviewed by human editors. Every article says so in a
          disclosure note.
        </p>
        <h3>How we use AI</h3>
        <ul>
          <li>To help outline an article from the sources an editor has already gathered.</li>
          <li>To produce a first draft of passages, which the editor then rewrites and checks.</li>
          <li>To suggest plainer wording, headings and summaries.</li>
        </ul>
        <h3>What we do not use AI for</h3>
        <ul>
          <li>Deciding what is true: facts come from the cited sources, never from a tool&apos;s memory.</li>
          <li>Inventing quotations, sources, people or events.</li>
          <li>Choosing topics, or publishing anything without human review.</li>
        </ul>
        <h3>What our editors check</h3>
        <ul>
          <li>Every date, name, number and quotation, against the cited source.</li>
          <li>That every source exists, says what we say it says, and is correctly marked as primary or secondary.</li>
          <li>That contested questions present the main positions fairly.</li>
          <li>That the article is clear, free of loaded language, and carries the AI disclosure.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'fact-checking',
    title: 'How we check facts',
    content: (
      <>
        <p>Every article goes through the same four steps before and after it is published.</p>
        <ol>
          {factCheckSteps.map((step) => (
            <li key={step.name}>
              <strong>{step.name}</strong> {step.text}
            </li>
          ))}
        </ol>
      </>
    ),
  },
  {
    id: 'sourcing',
    title: 'Sourcing',
    content: (
      <>
        <p>
          A <strong>primary source</strong> is a record made at the time by the people involved: the text of a law or
          amendment, a court opinion, a speech, a letter, a government record or an original recording. A{' '}
          <strong>secondary source</strong> explains or interprets primary sources after the fact: the work of historians,
          reference works, and the educational pages of institutions such as the National Park Service.
        </p>
        <p>
          We build articles on primary sources wherever they exist, and use reputable secondary sources for context and
          interpretation. We prefer stable public archives, such as the National Archives, the Library of Congress and published
          Supreme Court opinions, so that readers can read the originals for free.
        </p>
        <p>
          Each article ends with a numbered list of its sources. Every entry gives the title, the publisher and the date, and
          links to a copy you can read; primary sources carry a <strong>Primary</strong> label.
        </p>
      </>
    ),
  },
  {
    id: 'contested-topics',
    title: 'Contested topics',
    content: (
      <>
        <p>
          Much of American history and civic life is argued over, by historians and by citizens. When a topic is contested, we:
        </p>
        <ul>
          <li>separate established facts from interpretations, and say which is which;</li>
          <li>describe the main positions fairly and in their own strongest terms, and say who holds them;</li>
          <li>attribute opinions and quotations to the people who expressed them;</li>
          <li>avoid loaded or partisan language, and describe people and groups as they describe themselves where we can;</li>
          <li>update the article, with a new date, when the record or the scholarship changes.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'corrections',
    title: 'Corrections',
    content: (
      <p>
        We correct errors openly. We review every report within 48 hours and publish any needed correction within 72 hours, with
        a note saying what changed. Our <Link href="/about/corrections-policy">Corrections Policy</Link> explains how to report an
        error and how corrections are shown.
      </p>
    ),
  },
];

/** Product §2, Editorial Policy: principles, AI assistance disclosure, four-step fact-checking; plus sourcing, contested topics and corrections. */
function EditorialPolicyView() {
  usePageHead(editorialPolicyHead());
  return (
    <StaticPage
      breadcrumbs={[{ label: 'About', href: '/about' }, { label: 'Editorial Policy' }]}
      title="Editorial Policy"
      intro="How we decide what is true, how we use AI assistance, and how we check every article before and after it is published."
      sections={sections}
      contents
    />
  );
}

export const editorialPolicyPage: PageModule = {
  Component: EditorialPolicyView,
  head: editorialPolicyHead,
};
