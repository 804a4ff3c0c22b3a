import { Link } from '../../src';
import { usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import { CORRECTION_FIX_HOURS, CORRECTION_REVIEW_HOURS, CORRECTIONS_EMAIL } from '../static/contacts';
import { MailLink, StaticPage, type ProseSection } from '../static/StaticPage';

export function correctionsPolicyHead(): PageHead {
  return {
    title: 'Corrections Policy',
    description: `How Parchment corrects its mistakes: every report reviewed within ${CORRECTION_REVIEW_HOURS} hours, corrections published within ${CORRECTION_FIX_HOURS} hours, and a public log of corrections.`,
    path: '/about/corrections-policy',
  };
}

const sections: ProseSection[] = [
  {
    id: 'our-commitment',
    title: 'Our commitment',
    content: (
      <p>
        We work hard to get every fact right, and we will sometimes fail. When we do, we fix the error openly and promptly, and
        we tell readers what changed. We never quietly rewrite an article to hide a mistake.
      </p>
    ),
  },
  {
    id: 'minor-and-significant',
    title: 'Minor and significant corrections',
    content: (
      <>
        <p>We sort every correction into one of two kinds, and show each differently.</p>
        <h3>Minor corrections</h3>
        <p>
          A minor correction fixes an error that does not change the meaning of the article or a reader&apos;s understanding of
          the facts: a spelling or grammar mistake, a typing error in a name we have spelled correctly elsewhere, a broken link,
          or a formatting problem.
        </p>
        <p>
          <strong>How it is shown:</strong> we fix the error in place and the article&apos;s &ldquo;Updated&rdquo; date changes.
          Minor corrections are recorded in our corrections log but do not get a note on the article.
        </p>
        <h3>Significant corrections</h3>
        <p>
          A significant correction fixes an error of fact or anything that changes the meaning of the article: a wrong date,
          name, number or place; a misquotation or a quotation attributed to the wrong person; a source described inaccurately or
          marked as primary when it is not; or a contested view presented as settled fact.
        </p>
        <p>
          <strong>How it is shown:</strong> we fix the error and add a correction note to the article that says what was wrong,
          what is right, and the date of the correction. The article&apos;s &ldquo;Updated&rdquo; date changes, and the
          correction is recorded in our corrections log.
        </p>
      </>
    ),
  },
  {
    id: 'timeline',
    title: 'How quickly we act',
    content: (
      <ul>
        <li>
          We review every correction request within {CORRECTION_REVIEW_HOURS} hours of receiving it, and tell you what we found.
        </li>
        <li>
          When a correction is needed, we publish it within {CORRECTION_FIX_HOURS} hours of receiving the report.
        </li>
        <li>
          If checking a report takes longer, for example because it needs an archive that is not online, we tell you so and
          say when to expect an answer.
        </li>
      </ul>
    ),
  },
  {
    id: 'corrections-log',
    title: 'Our corrections log',
    content: (
      <p>
        We keep a public log of every significant correction we make, newest first: the date, the article, and what was wrong
        and what is right. Read it in our <Link href="/about/corrections">Corrections Log</Link>. Each corrected article also
        carries its own dated correction note.
      </p>
    ),
  },
  {
    id: 'report-an-error',
    title: 'How to report an error',
    content: (
      <>
        <p>
          Write to <MailLink address={CORRECTIONS_EMAIL} subject="Correction request" />, or see our{' '}
          <Link href="/contact">contact page</Link> for all the ways to reach us. It helps if you include:
        </p>
        <ul>
          <li>the title or web address of the article;</li>
          <li>the sentence you believe is wrong;</li>
          <li>what you believe is correct, and a source that shows it if you have one.</li>
        </ul>
        <p>
          Anyone can report an error, and you do not need to give your name. We read every report, and we thank readers who help
          us get things right.
        </p>
      </>
    ),
  },
];

/** Product §2, Corrections Policy: minor versus significant; review within 48 hours; correction within 72; a link to the public corrections log. */
function CorrectionsPolicyView() {
  usePageHead(correctionsPolicyHead());
  return (
    <StaticPage
      breadcrumbs={[{ label: 'About', href: '/about' }, { label: 'Corrections Policy' }]}
      title="Corrections Policy"
      intro="When we get something wrong, we fix it quickly and openly, and we say what changed."
      sections={sections}
    />
  );
}

export const correctionsPolicyPage: PageModule = {
  Component: CorrectionsPolicyView,
  head: correctionsPolicyHead,
};
