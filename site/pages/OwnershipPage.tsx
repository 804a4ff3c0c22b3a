import { Link } from '../../src';
import { usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import { GENERAL_EMAIL } from '../static/contacts';
import { FactList, MailLink, StaticPage, type ProseSection } from '../static/StaticPage';

export function ownershipHead(): PageHead {
  return {
    title: 'Ownership and Transparency',
    description:
      'Who runs Parchment, how it is funded, and how it stays independent: no advertising, no paid coverage and open disclosure of the AI tools we use.',
    path: '/about/ownership',
  };
}

/**
 * Product §2 asks the page to state the entity, its address and its
 * funding. A reader expects the truth: Parchment is not yet a
 * registered entity, so each field says so plainly and the page promises
 * where the details will appear.
 */
export const ownershipFacts = [
  { term: 'Entity', value: 'Not yet registered' },
  { term: 'Mailing address', value: 'Not yet registered' },
  { term: 'Funding sources', value: 'Not yet published' },
] as const;

const sections: ProseSection[] = [
  {
    id: 'who-runs-parchment',
    title: 'Who runs Parchment',
    content: (
      <>
        <p>
          Parchment is an independent, non-commercial educational project. It is run by its editors, who decide what we
          publish and are responsible for it. No company, political party, campaign or government body owns or directs
          Parchment.
        </p>
        <p>
          Parchment has not yet been registered as a legal entity. The legal entity, its mailing address and our funding sources
          will be published here once Parchment is registered, in the fields below, with the date of the change.
        </p>
        <FactList facts={ownershipFacts} />
      </>
    ),
  },
  {
    id: 'independence',
    title: 'Editorial independence',
    content: (
      <>
        <p>
          Our editors decide what to cover and how to cover it, following our{' '}
          <Link href="/about/editorial-policy">Editorial Policy</Link>. No funder, partner or outside organisation may review an
          article before publication, ask for coverage, or ask for an article to be changed or removed, except to report an
          error under our <Link href="/about/corrections-policy">Corrections Policy</Link>.
        </p>
        <p>
          Parchment does not endorse candidates or parties, and we do not publish opinion pieces arguing for a side in current
          political debates. Where a question is contested, we describe the main positions and who holds them.
        </p>
      </>
    ),
  },
  {
    id: 'advertising',
    title: 'Advertising and sponsorship',
    content: (
      <p>
        Parchment carries no advertising, no sponsored content and no affiliate links, and we do not accept payment for coverage.
        No advertising or tracking scripts run on our pages (see our <Link href="/privacy-policy">Privacy Policy</Link>). If this
        ever changes, sponsored material will be clearly labelled and listed on this page first.
      </p>
    ),
  },
  {
    id: 'ai-tools',
    title: 'AI tools we use',
    content: (
      <>
        <p>
          Our articles are created with AI assistance and reviewed by human editors. Editors use AI writing tools to help outline
          and draft articles from the sources they have gathered, and to suggest clearer wording. The tools do not choose our
          topics, do not decide what is true, and do not publish anything.
        </p>
        <p>
          Every AI-assisted draft is checked against its cited sources by an editor and reviewed by a second editor before it is
          published, and every article carries a disclosure saying so. Our{' '}
          <Link href="/about/editorial-policy#ai-assistance">AI assistance disclosure</Link> describes the process in full.
        </p>
      </>
    ),
  },
  {
    id: 'conflicts-of-interest',
    title: 'Conflicts of interest',
    content: (
      <>
        <p>
          Editors do not write about or review articles on organisations, campaigns or people with whom they have a financial,
          family or professional connection. An editor who discovers such a connection steps aside from the article, and another
          editor takes it over.
        </p>
        <p>
          If a connection is found only after an article is published, we add a note to the article that describes it. If you
          believe an article has a conflict of interest we have not disclosed, write to <MailLink address={GENERAL_EMAIL} /> or
          use our <Link href="/contact">contact page</Link>.
        </p>
      </>
    ),
  },
];

/** Product §2, Ownership and Transparency: entity, address and funding, stated truthfully, with independence, advertising, AI and conflicts. */
function OwnershipView() {
  usePageHead(ownershipHead());
  return (
    <StaticPage
      breadcrumbs={[{ label: 'About', href: '/about' }, { label: 'Ownership and Transparency' }]}
      title="Ownership and Transparency"
      intro="Who runs Parchment, how it is paid for, and what keeps it independent."
      sections={sections}
    />
  );
}

export const ownershipPage: PageModule = {
  Component: OwnershipView,
  head: ownershipHead,
};
