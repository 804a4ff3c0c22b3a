import { Link } from '../../src';
import { usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import { PRIVACY_EMAIL } from '../static/contacts';
import { MailLink, MetaLine, StaticPage, type ProseSection } from '../static/StaticPage';
import { THEME_COOKIE } from '../theme';

/** Product §§2 and 9: the policy's date. */
export const PRIVACY_LAST_UPDATED = { iso: '2024-10-17', text: 'October 17, 2024' } as const;

export function privacyPolicyHead(): PageHead {
  return {
    title: 'Privacy Policy',
    description:
      'What information Parchment collects, why, and what it never does with it: no tracking cookies, no advertising and no third-party scripts.',
    path: '/privacy-policy',
  };
}

const sections: ProseSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <p>We collect as little as we can. You can read everything on Parchment without telling us who you are.</p>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Contact information by email.</strong> When you e-mail us, we receive your e-mail address, your name if you
            include it, and what you write.
          </li>
          <li>
            <strong>Feedback.</strong> When you send us feedback, a correction request or a report of an accessibility barrier,
            we keep what you send so that we can act on it.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <p>Like most websites, our server records basic technical information about each visit:</p>
        <ul>
          <li>
            <strong>Browser type</strong>, as your browser reports it, such as its name and version.
          </li>
          <li>
            <strong>Pages visited</strong> on Parchment, and when.
          </li>
          <li>
            <strong>Referrer</strong>: the page that linked you to us, if your browser sends it.
          </li>
          <li>
            <strong>IP address, anonymised</strong>: the last part of the address is removed before it is stored, so it cannot
            identify you or your device.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use information',
    content: (
      <>
        <p>We use the information we collect only to:</p>
        <ul>
          <li>reply to your messages and act on your feedback and correction requests;</li>
          <li>understand which articles are read, so that we can improve them and choose what to write next;</li>
          <li>keep the site working, secure and protected from abuse.</li>
        </ul>
        <p>
          We do not sell or rent personal information, we do not use it for advertising, and we do not build profiles of
          individual readers.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    content: (
      <>
        <p>Parchment uses no tracking or advertising cookies. It stores only:</p>
        <ul>
          <li>
            <strong>A theme preference cookie</strong> (<code>{THEME_COOKIE}</code>), set only if you choose the light or dark
            theme with the theme control, so that pages open in the theme you chose. It holds nothing but that choice and lasts
            one year; choosing the system setting again removes it.
          </li>
          <li>
            <strong>A sign-in session, for administrators only</strong>, kept in your browser&apos;s local storage while an
            administrator is signed in to the admin area. Readers never sign in, so readers never have one.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-party services',
    content: (
      <>
        <p>
          No third-party services load in readers&apos; browsers: no analytics, advertising, social media or tracking scripts.
          Our fonts are self-hosted, so reading a page does not contact any font service.
        </p>
        <p>
          Our articles link to outside sites, such as public archives, and to our video channel. When you follow one of those
          links you leave Parchment, and that site&apos;s own privacy policy applies.
        </p>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data security',
    content: (
      <p>
        Parchment is served only over encrypted connections (HTTPS). Access to messages and server records is limited to the
        editors who need it to do the work described above. We keep messages only as long as we need them to respond and to keep
        a record of corrections, and technical records only as long as we need them to run and secure the site.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>You can ask us at any time to:</p>
        <ul>
          <li>
            <strong>Access</strong> the personal information we hold about you, and receive a copy of it.
          </li>
          <li>
            <strong>Correct or delete</strong> information about you that is wrong, or that you no longer want us to keep.
          </li>
          <li>
            <strong>Opt out</strong> of any further contact from us; we will not write to you again.
          </li>
        </ul>
        <p>
          <strong>Cookie control</strong> is always yours: you can block or delete cookies in your browser&apos;s settings. The
          site works fully without them; it will simply follow your device&apos;s light or dark setting.
        </p>
        <p>
          To make a request, write to <MailLink address={PRIVACY_EMAIL} subject="Privacy request" />. We will answer within 30
          days, and we will not charge you.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    content: (
      <p>
        Parchment is written for a general audience, including students. We do not knowingly collect personal information from
        children under 13. If you believe a child under 13 has sent us personal information, write to{' '}
        <MailLink address={PRIVACY_EMAIL} subject="Child's information" /> and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        If we change this policy, we will publish the new version on this page and change the &ldquo;Last updated&rdquo; date at
        the top. If a change affects how we use information we already hold, we will say so clearly at the top of the page before
        it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us about privacy',
    content: (
      <p>
        For any question about this policy or your information, write to <MailLink address={PRIVACY_EMAIL} />. For anything
        else, see our <Link href="/contact">contact page</Link>.
      </p>
    ),
  },
];

/** Product §2, Privacy policy: last updated October 17, 2024, and each of the sections it lists. */
function PrivacyPolicyView() {
  usePageHead(privacyPolicyHead());
  return (
    <StaticPage
      breadcrumbs={[{ label: 'Privacy Policy' }]}
      title="Privacy Policy"
      intro="What we collect when you read Parchment or write to us, why, and the choices you have."
      lead={
        <MetaLine>
          Last updated: <time dateTime={PRIVACY_LAST_UPDATED.iso}>{PRIVACY_LAST_UPDATED.text}</time>
        </MetaLine>
      }
      sections={sections}
      contents
    />
  );
}

export const privacyPolicyPage: PageModule = {
  Component: PrivacyPolicyView,
  head: privacyPolicyHead,
};
