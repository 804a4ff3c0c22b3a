import { Link } from '../../src';
import { usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import { StaticPage, type ProseSection } from '../static/StaticPage';

export function aboutHead(): PageHead {
  return {
    title: 'About Parchment',
    description:
      'Parchment is an independent, non-commercial publication that explains American history, government and civic life in plain language, with sources you can check.',
    path: '/about',
  };
}

/** Product §2: the five pillars, each with the kind of article it holds. */
const pillars = [
  { href: '/foundations', name: 'Foundations', text: 'the founding documents, the ideas behind them and the amendments that changed them.' },
  { href: '/civic-life', name: 'Civic Life', text: 'how elections, lawmaking and the rights and duties of citizens work in practice.' },
  { href: '/people', name: 'People', text: 'the lives of Americans who shaped the country, from the founding era to the civil rights movement and today.' },
  { href: '/landmarks', name: 'Landmarks', text: 'the monuments, historic sites and battlefields where that history happened.' },
  { href: '/media', name: 'Media', text: 'the documents, speeches and recordings of American public life, with links to the originals.' },
] as const;

/** The editorial desks and reviewers (server/content/authors); each links to its bio page. */
const team = [
  { id: 'history-desk', name: 'History Desk Editor', role: 'writes and edits our articles on American history and its landmarks.' },
  { id: 'civics-desk', name: 'Civics Desk Editor', role: 'writes and edits our explainers on government and civic life.' },
  { id: 'media-desk', name: 'Media and Archives Editor', role: 'presents the speeches, documents and recordings in our Media pillar.' },
  { id: 'standards-editor', name: 'Standards Editor', role: 'reviews every article for accuracy and fairness before it is published.' },
  { id: 'research-editor', name: 'Research Editor', role: 'checks that every cited source is a stable public record and is marked correctly.' },
] as const;

const sections: ProseSection[] = [
  {
    id: 'mission',
    title: 'Our mission',
    content: (
      <>
        <p>
          Parchment exists to help people understand how the United States came to be and how its government works today. We
          explain American history, government and civic life in plain language, and we show our sources so that every reader
          can check what we say against the record.
        </p>
        <p>
          We are an independent, non-commercial educational project. We do not sell advertising, we do not take payment for
          coverage, and we do not campaign for any party or candidate. Our only aim is that readers finish an article knowing
          more than when they started, and knowing where to read further.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-do',
    title: 'What we do',
    content: (
      <>
        <p>Our articles are organised in five pillars:</p>
        <ul>
          {pillars.map((pillar) => (
            <li key={pillar.href}>
              <Link href={pillar.href}>{pillar.name}</Link>: {pillar.text}
            </li>
          ))}
        </ul>
        <p>
          Longer <Link href="/features">features</Link> look at a single document, decision or turning point in depth, and you
          can <Link href="/search">search the archive</Link> for any topic, person or event.
        </p>
      </>
    ),
  },
  {
    id: 'editorial-standards',
    title: 'Editorial standards',
    content: (
      <>
        <p>
          Every article is checked against its sources before it is published. We prefer primary sources, such as the founding
          documents, court opinions and public archives, and we list the sources at the end of each article with primary sources
          clearly marked. Where historians or citizens disagree, we set out the main positions fairly and say who holds them.
          When we get something wrong, we correct it openly.
        </p>
        <p>Our policies set out these commitments in full:</p>
        <ul>
          <li>
            <Link href="/about/editorial-policy">Editorial Policy</Link>: our principles, how we use AI assistance, and how we
            check facts and choose sources.
          </li>
          <li>
            <Link href="/about/corrections-policy">Corrections Policy</Link>: how to report an error and how quickly we act on it.
          </li>
          <li>
            <Link href="/about/ownership">Ownership and Transparency</Link>: who runs Parchment, how it is funded, and our
            independence.
          </li>
          <li>
            <Link href="/about/accessibility">Accessibility Statement</Link>: the standard we build to and how to report a barrier.
          </li>
          <li>
            <Link href="/privacy-policy">Privacy Policy</Link>: what little information we collect and what we do with it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-articles-are-made',
    title: 'How our articles are made',
    content: (
      <>
        <p>
          Parchment articles are created with AI assistance and reviewed by human editors. We say so on every article, because
          readers deserve to know how what they read was made.
        </p>
        <ol>
          <li>An editor chooses the topic and gathers the primary and secondary sources the article will rest on.</li>
          <li>
            The editor drafts the article with the help of AI writing tools, working from those sources rather than from the
            tool&apos;s memory.
          </li>
          <li>
            The editor checks every date, name, number and quotation in the draft against the cited sources, and rewrites
            anything that cannot be confirmed.
          </li>
          <li>
            A second editor reviews the finished article for accuracy and fairness before it is published, and is named in the
            byline as its reviewer.
          </li>
        </ol>
        <p>
          No article is published on the strength of an AI tool alone. The people named on an article are responsible for it.
        </p>
      </>
    ),
  },
  {
    id: 'editorial-team',
    title: 'Our editorial team',
    content: (
      <>
        <p>
          Our articles are written and reviewed by editorial desks rather than signed by individual writers. Each desk&apos;s page
          describes its work and lists its articles.
        </p>
        <ul>
          {team.map((member) => (
            <li key={member.id}>
              <Link href={`/about/authors/${member.id}`}>{member.name}</Link>: {member.role}
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions, suggestions and corrections are always welcome. <Link href="/contact">Contact us</Link> to reach the editors;
        we reply to general messages within 2-3 business days and review correction requests within 48 hours.
      </p>
    ),
  },
];

/** Product §2, About: mission, what we do, editorial standards, contact; plus how articles are made and who makes them. */
function AboutView() {
  usePageHead(aboutHead());
  return (
    <StaticPage
      breadcrumbs={[{ label: 'About' }]}
      title="About Parchment"
      intro="An independent educational publication about American history, government and civic life, written in plain language and backed by sources you can check."
      sections={sections}
    />
  );
}

export const aboutPage: PageModule = {
  Component: AboutView,
  head: aboutHead,
};
