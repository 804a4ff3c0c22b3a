import { Link } from '../../src';
import { usePageHead, type PageHead } from '../head';
import type { PageModule } from '../pageTypes';
import { GENERAL_EMAIL, GENERAL_REPLY_TIME } from '../static/contacts';
import { MailLink, MetaLine, StaticPage, type ProseSection } from '../static/StaticPage';

/** When this statement was last checked against the site; change it with every review. */
export const ACCESSIBILITY_LAST_REVIEWED = { iso: '2026-11-21', text: 'November 21, 2026' } as const;

export function accessibilityHead(): PageHead {
  return {
    title: 'Accessibility Statement',
    description:
      'Parchment aims to meet WCAG 2.2 level AA: what we do to make the site usable by everyone, its known limitations, and how to report a barrier.',
    path: '/about/accessibility',
  };
}

const sections: ProseSection[] = [
  {
    id: 'our-standard',
    title: 'Our standard',
    content: (
      <>
        <p>
          We want everyone to be able to read Parchment, including people who use a screen reader, a keyboard, magnification,
          voice control or other assistive technology. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at
          level AA across the whole site.
        </p>
        <p>
          All text has a contrast ratio of at least 4.5:1 against its background, in both the light and the dark theme. Our
          automated tests check every pairing of text and background colour we use, and fail if any falls below 4.5:1.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-do',
    title: 'What we do',
    content: (
      <ul>
        <li>
          <strong>Keyboard access.</strong> Every link, button and form works with a keyboard alone, in a logical order, with
          nothing that traps focus.
        </li>
        <li>
          <strong>Skip link.</strong> The first thing on every page is a &ldquo;Skip to main content&rdquo; link that moves past
          the navigation.
        </li>
        <li>
          <strong>Visible focus.</strong> Whatever has keyboard focus is outlined with a thick ring that contrasts with its
          surroundings in both themes.
        </li>
        <li>
          <strong>Light and dark themes.</strong> The site follows your device&apos;s light or dark setting, and the theme control
          in the header lets you choose either one.
        </li>
        <li>
          <strong>Reduced motion.</strong> If your device asks for reduced motion, animations and transitions are switched off.
        </li>
        <li>
          <strong>Text alternatives.</strong> Informative images have text alternatives that describe them; purely decorative
          images are hidden from screen readers.
        </li>
        <li>
          <strong>Captions for media.</strong> Recordings we link to or present in our Media pillar are chosen with captions or a
          transcript where the archive that holds them provides one, and we link to the transcript.
        </li>
        <li>
          <strong>Structure.</strong> Pages use real headings, lists, tables and landmarks, so assistive technology can move
          through them; search results and loading messages are announced as they change.
        </li>
        <li>
          <strong>Zoom and reflow.</strong> Text can be enlarged to 200% and the layout reflows to a single column on narrow
          screens without horizontal scrolling.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-test',
    title: 'How we test',
    content: (
      <p>
        Every component of the site is checked automatically in both themes against the WCAG 2.0, 2.1 and 2.2 A and AA rules
        before any change is published, and a failure stops the change. We also check pages by hand with a keyboard and a screen
        reader, and at narrow widths and high zoom.
      </p>
    ),
  },
  {
    id: 'known-limitations',
    title: 'Known limitations',
    content: (
      <>
        <p>We know of these limitations, and we are working on them:</p>
        <ul>
          <li>
            Our sources link to outside archives, such as the National Archives and the Library of Congress. Those sites are not
            ours, and some of their documents, especially scanned images of historical papers, may not meet the same standard.
            Where an archive offers a transcription, we link to it.
          </li>
          <li>
            Some historical recordings have no captions or transcript anywhere. Where that is so, our article summarises what
            the recording contains.
          </li>
          <li>
            Our video channel is hosted by a third party, whose player and captions we do not control.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'report-a-barrier',
    title: 'Report a barrier',
    content: (
      <>
        <p>
          If something on Parchment is hard or impossible for you to use, please tell us. Write to{' '}
          <MailLink address={GENERAL_EMAIL} subject="Accessibility barrier" /> or use our <Link href="/contact">contact page</Link>
          . It helps to include:
        </p>
        <ul>
          <li>the address of the page;</li>
          <li>what you were trying to do, and what happened;</li>
          <li>the device, browser and any assistive technology you were using.</li>
        </ul>
        <p>
          We reply within {GENERAL_REPLY_TIME}, and if we cannot fix the barrier quickly we will send you the information you
          need in another form.
        </p>
      </>
    ),
  },
];

/** Product §2, Accessibility Statement: WCAG 2.2 AA, 4.5:1 contrast; what we do, limitations, reporting, last review. */
function AccessibilityView() {
  usePageHead(accessibilityHead());
  return (
    <StaticPage
      breadcrumbs={[{ label: 'About', href: '/about' }, { label: 'Accessibility Statement' }]}
      title="Accessibility Statement"
      intro="Parchment is for everyone. Here is the standard we build to, what we do to meet it, and where we still fall short."
      lead={
        <MetaLine>
          This statement was last reviewed on{' '}
          <time dateTime={ACCESSIBILITY_LAST_REVIEWED.iso}>{ACCESSIBILITY_LAST_REVIEWED.text}</time>.
        </MetaLine>
      }
      sections={sections}
    />
  );
}

export const accessibilityPage: PageModule = {
  Component: AccessibilityView,
  head: accessibilityHead,
};
