import { Link } from '../../src';
import { usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import { CORRECTION_FIX_HOURS, CORRECTION_REVIEW_HOURS, CORRECTIONS_EMAIL, GENERAL_EMAIL, GENERAL_REPLY_TIME } from '../static/contacts';
import { MailLink, Note, StaticPage, type ProseSection } from '../static/StaticPage';

export function contactHead(): PageHead {
  return {
    title: 'Contact Us',
    description: `Write to Parchment's editors: general questions are answered within ${GENERAL_REPLY_TIME}, and correction requests are reviewed within about ${CORRECTION_REVIEW_HOURS} hours.`,
    path: '/contact',
  };
}

const sections: ProseSection[] = [
  {
    id: 'general',
    title: 'General questions',
    content: (
      <>
        <p>
          For questions about an article, suggestions for topics we should cover, feedback on the site, or anything else, write
          to:
        </p>
        <Note>
          <p>
            <MailLink address={GENERAL_EMAIL} />
          </p>
          <p>We reply within {GENERAL_REPLY_TIME}.</p>
        </Note>
      </>
    ),
  },
  {
    id: 'corrections',
    title: 'Corrections',
    content: (
      <>
        <p>If you believe something we published is wrong, write to our corrections desk:</p>
        <Note>
          <p>
            <MailLink address={CORRECTIONS_EMAIL} subject="Correction request" />
          </p>
          <p>
            We review correction requests within about {CORRECTION_REVIEW_HOURS} hours, and publish any needed correction
            within {CORRECTION_FIX_HOURS} hours.
          </p>
        </Note>
      </>
    ),
  },
  {
    id: 'what-to-include',
    title: 'What to include in a correction request',
    content: (
      <>
        <p>So that we can check your report quickly, please include:</p>
        <ol>
          <li>the title or web address of the article;</li>
          <li>the sentence or passage you believe is wrong, quoted exactly;</li>
          <li>what you believe is correct;</li>
          <li>a source that shows it, such as a document, a court opinion or an archive record, if you have one.</li>
        </ol>
        <p>
          You do not need to give your name. Our <Link href="/about/corrections-policy">Corrections Policy</Link> explains how we
          review reports and how corrections are shown.
        </p>
      </>
    ),
  },
  {
    id: 'more',
    title: 'Other questions',
    content: (
      <ul>
        <li>
          To report something on the site that is hard to use, see our{' '}
          <Link href="/about/accessibility#report-a-barrier">Accessibility Statement</Link>.
        </li>
        <li>
          For questions about your personal information, see our <Link href="/privacy-policy">Privacy Policy</Link>.
        </li>
        <li>
          To learn who runs Parchment and how it is funded, see <Link href="/about/ownership">Ownership and Transparency</Link>.
        </li>
      </ul>
    ),
  },
];

/** Product §2, Contact: the general and corrections mailboxes, with reply times and what a correction request needs. */
function ContactView() {
  usePageHead(contactHead());
  return (
    <StaticPage
      breadcrumbs={[{ label: 'Contact' }]}
      title="Contact Us"
      intro="We read every message. Choose the mailbox that fits, and we will get back to you."
      sections={sections}
    />
  );
}

export const contactPage: PageModule = {
  Component: ContactView,
  head: contactHead,
};
