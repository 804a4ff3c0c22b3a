/**
 * The about and policy pages (product §2, Static pages; §9 for the
 * corrections and contact times and the privacy age): each page's sections,
 * the product's exact facts, its links, and its head.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchPage } from '../../site/routes';
import { renderRoute } from '../support/renderRoute';

function headOf(path: string) {
  const { page, params } = matchPage(path);
  return page.head({ pathname: path, params, search: new URLSearchParams(), data: {}, missing: new Set() });
}

const main = () => screen.getByRole('main');
/** The sections' headings: the contents list's own heading ("On this page") is not a section. */
const sectionHeadings = () =>
  within(main())
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => !heading.closest('nav'))
    .map((heading) => heading.textContent);
const link = (name: string | RegExp) => within(main()).getByRole('link', { name });
const text = () => main().textContent?.replace(/\s+/g, ' ') ?? '';

function expectPageFrame(title: string, trail: Array<{ label: string; href?: string }>) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  for (const [index, step] of trail.entries()) {
    const isLast = index === trail.length - 1;
    if (isLast) expect(within(breadcrumb).getByText(step.label)).toHaveAttribute('aria-current', 'page');
    else expect(within(breadcrumb).getByRole('link', { name: step.label })).toHaveAttribute('href', step.href);
  }
}

describe.each([
  ['/about', 'About Parchment'],
  ['/about/ownership', 'Ownership and Transparency'],
  ['/about/editorial-policy', 'Editorial Policy'],
  ['/about/corrections-policy', 'Corrections Policy'],
  ['/about/accessibility', 'Accessibility Statement'],
  ['/contact', 'Contact Us'],
  ['/privacy-policy', 'Privacy Policy'],
])('%s head', (path, title) => {
  it('has its title, a one-sentence description of its own and its canonical path', () => {
    const head = headOf(path);
    expect(head.title).toBe(title);
    expect(head.path).toBe(path);
    expect(head.description).toMatch(/^[A-Z].{40,200}[.]$/);
    expect(head.description).not.toBe(headOf('/').description);
    expect(head.status).toBeUndefined();
  });
});

describe('About (/about)', () => {
  it('has mission, what we do, editorial standards, how articles are made, the team and contact', () => {
    renderRoute('/about');
    expectPageFrame('About Parchment', [{ label: 'About' }]);
    expect(sectionHeadings()).toEqual([
      'Our mission',
      'What we do',
      'Editorial standards',
      'How our articles are made',
      'Our editorial team',
      'Contact',
    ]);
  });

  it('links the five pillars', () => {
    renderRoute('/about');
    for (const [name, href] of [
      ['Foundations', '/foundations'],
      ['Civic Life', '/civic-life'],
      ['People', '/people'],
      ['Landmarks', '/landmarks'],
      ['Media', '/media'],
    ]) {
      expect(link(name)).toHaveAttribute('href', href);
    }
  });

  it('links the policy pages, the editorial team and the contact page', () => {
    renderRoute('/about');
    expect(link('Editorial Policy')).toHaveAttribute('href', '/about/editorial-policy');
    expect(link('Corrections Policy')).toHaveAttribute('href', '/about/corrections-policy');
    expect(link('Ownership and Transparency')).toHaveAttribute('href', '/about/ownership');
    for (const id of ['history-desk', 'civics-desk', 'media-desk', 'standards-editor', 'research-editor']) {
      expect(within(main()).getAllByRole('link').some((a) => a.getAttribute('href') === `/about/authors/${id}`)).toBe(true);
    }
    expect(link('Contact us')).toHaveAttribute('href', '/contact');
  });

  it('says articles are created with AI assistance and reviewed by human editors', () => {
    renderRoute('/about');
    expect(text()).toContain('created with AI assistance and reviewed by human editors');
  });
});

describe('Ownership and Transparency (/about/ownership)', () => {
  it('states plainly that Parchment is independent and non-commercial, with no bracketed placeholders', () => {
    renderRoute('/about/ownership');
    expectPageFrame('Ownership and Transparency', [{ label: 'About', href: '/about' }, { label: 'Ownership and Transparency' }]);
    expect(text()).toContain('Parchment is an independent, non-commercial educational project.');
    expect(text()).not.toMatch(/\[[^\]]*\]/);
  });

  it('shows the entity, mailing address and funding as labelled fields that tell the truth', () => {
    renderRoute('/about/ownership');
    const fields = within(main()).getByText('Entity:').closest('dl') as HTMLElement;
    const pairs = within(fields)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Entity: Not yet registered', 'Mailing address: Not yet registered', 'Funding sources: Not yet published']);
    expect(text()).toContain('will be published here once Parchment is registered');
  });

  it('covers independence, advertising (none), the AI tools used, and conflicts of interest', () => {
    renderRoute('/about/ownership');
    expect(sectionHeadings()).toEqual([
      'Who runs Parchment',
      'Editorial independence',
      'Advertising and sponsorship',
      'AI tools we use',
      'Conflicts of interest',
    ]);
    expect(text()).toContain('Parchment carries no advertising');
  });
});

describe('Editorial Policy (/about/editorial-policy)', () => {
  it('has principles, AI disclosure, fact-checking, sourcing, contested topics and corrections, with a contents list', () => {
    renderRoute('/about/editorial-policy');
    expectPageFrame('Editorial Policy', [{ label: 'About', href: '/about' }, { label: 'Editorial Policy' }]);
    expect(sectionHeadings()).toEqual([
      'Our principles',
      'AI assistance disclosure',
      'How we check facts',
      'Sourcing',
      'Contested topics',
      'Corrections',
    ]);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'Sourcing' })).toHaveAttribute('href', '#sourcing');
    expect(document.getElementById('sourcing')).toHaveTextContent('Sourcing');
  });

  it('explains the four principles: accuracy, transparency, objectivity, accountability', () => {
    renderRoute('/about/editorial-policy');
    const principles = within(main()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(principles.slice(0, 4)).toEqual(['Accuracy', 'Transparency', 'Objectivity', 'Accountability']);
  });

  it('fact-checks in four ordered steps', () => {
    renderRoute('/about/editorial-policy');
    const section = document.getElementById('fact-checking')?.parentElement as HTMLElement;
    const steps = within(section).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
  });

  it('discloses AI assistance, what humans check, how primary sources are marked, and links the corrections policy', () => {
    renderRoute('/about/editorial-policy');
    expect(text()).toContain('created with AI assistance and reviewed by human editors');
    expect(screen.getByRole('heading', { level: 3, name: 'What our editors check' })).toBeInTheDocument();
    expect(text()).toMatch(/primary source.*secondary source/i);
    expect(text()).toContain('primary sources carry a Primary label');
    expect(link('Corrections Policy')).toHaveAttribute('href', '/about/corrections-policy');
  });
});

describe('Corrections Policy (/about/corrections-policy)', () => {
  it('defines minor and significant corrections and how each is shown', () => {
    renderRoute('/about/corrections-policy');
    expectPageFrame('Corrections Policy', [{ label: 'About', href: '/about' }, { label: 'Corrections Policy' }]);
    expect(screen.getByRole('heading', { level: 3, name: 'Minor corrections' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Significant corrections' })).toBeInTheDocument();
    expect(within(main()).getAllByText('How it is shown:')).toHaveLength(2);
  });

  it('reviews within 48 hours, corrects within 72 hours, and links to the public corrections log (product §2, §9)', () => {
    renderRoute('/about/corrections-policy');
    expect(text()).toContain('We review every correction request within 48 hours');
    expect(text()).toContain('we publish it within 72 hours');
    expect(screen.getByRole('heading', { level: 2, name: 'Our corrections log' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Corrections Log' })).toHaveAttribute('href', '/about/corrections');
  });

  it('says how to report an error, linking the contact page and the corrections mailbox', () => {
    renderRoute('/about/corrections-policy');
    expect(screen.getByRole('heading', { level: 2, name: 'How to report an error' })).toBeInTheDocument();
    expect(link('contact page')).toHaveAttribute('href', '/contact');
    expect(within(main()).getAllByRole('link', { name: 'corrections@parchment.example' })[0].getAttribute('href')).toMatch(
      /^mailto:corrections@parchment\.example/,
    );
  });
});

describe('Accessibility Statement (/about/accessibility)', () => {
  it('aims at WCAG 2.2 AA with 4.5:1 contrast, and shows when it was last reviewed', () => {
    renderRoute('/about/accessibility');
    expectPageFrame('Accessibility Statement', [{ label: 'About', href: '/about' }, { label: 'Accessibility Statement' }]);
    expect(text()).toContain('WCAG) 2.2 at level AA');
    expect(text()).toContain('at least 4.5:1');
    const reviewed = main().querySelector('time');
    expect(reviewed).toHaveAttribute('datetime', '2026-11-21');
    expect(reviewed?.parentElement).toHaveTextContent('last reviewed on November 21, 2026');
  });

  it('lists what we do: keyboard, skip link, focus, themes, reduced motion, text alternatives, captions', () => {
    renderRoute('/about/accessibility');
    for (const item of ['Keyboard access.', 'Skip link.', 'Visible focus.', 'Light and dark themes.', 'Reduced motion.', 'Text alternatives.', 'Captions for media.']) {
      expect(within(main()).getByText(item)).toBeInTheDocument();
    }
  });

  it('has known limitations and how to report a barrier, linking the contact page', () => {
    renderRoute('/about/accessibility');
    expect(sectionHeadings()).toEqual(['Our standard', 'What we do', 'How we test', 'Known limitations', 'Report a barrier']);
    expect(link('contact page')).toHaveAttribute('href', '/contact');
  });
});

describe('Contact (/contact)', () => {
  it('gives the general and corrections mailboxes as mailto links on the reserved .example domain', () => {
    renderRoute('/contact');
    expectPageFrame('Contact Us', [{ label: 'Contact' }]);
    expect(link('hello@parchment.example')).toHaveAttribute('href', 'mailto:hello@parchment.example');
    expect(link('corrections@parchment.example').getAttribute('href')).toMatch(/^mailto:corrections@parchment\.example(\?|$)/);
  });

  it('replies in 2-3 business days, corrections in about 48 hours (product §9)', () => {
    renderRoute('/contact');
    expect(text()).toContain('We reply within 2-3 business days.');
    expect(text()).toContain('We review correction requests within about 48 hours');
  });

  it('says what to include in a correction request', () => {
    renderRoute('/contact');
    const heading = screen.getByRole('heading', { level: 2, name: 'What to include in a correction request' });
    const items = within(heading.parentElement as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'the title or web address of the article;',
      'the sentence or passage you believe is wrong, quoted exactly;',
      'what you believe is correct;',
      'a source that shows it, such as a document, a court opinion or an archive record, if you have one.',
    ]);
  });
});

describe('Privacy Policy (/privacy-policy)', () => {
  it("shows 'Last updated: October 17, 2024' as a machine-readable date", () => {
    renderRoute('/privacy-policy');
    expectPageFrame('Privacy Policy', [{ label: 'Privacy Policy' }]);
    const updated = within(main()).getByText('October 17, 2024');
    expect(updated.tagName).toBe('TIME');
    expect(updated).toHaveAttribute('datetime', '2024-10-17');
    expect(updated.parentElement).toHaveTextContent('Last updated: October 17, 2024');
  });

  it('has every section docs/product.md lists', () => {
    renderRoute('/privacy-policy');
    expect(sectionHeadings()).toEqual([
      'Information we collect',
      'How we use information',
      'Cookies and local storage',
      'Third-party services',
      'Data security',
      'Your rights',
      "Children's privacy",
      'Changes to this policy',
      'Contact us about privacy',
    ]);
  });

  it('names what is collected: contact info by email, feedback, browser type, pages visited, referrer, anonymised IP', () => {
    renderRoute('/privacy-policy');
    for (const item of ['Contact information by email.', 'Feedback.', 'Browser type', 'Pages visited', 'Referrer', 'IP address, anonymised']) {
      expect(within(main()).getByText(item)).toBeInTheDocument();
    }
  });

  it('stores only a theme cookie and an admin sign-in session; no tracking cookies; no third parties; self-hosted fonts', () => {
    renderRoute('/privacy-policy');
    expect(text()).toContain('Parchment uses no tracking or advertising cookies.');
    expect(within(main()).getByText('A theme preference cookie')).toBeInTheDocument();
    expect(within(main()).getByText('pm-theme')).toBeInTheDocument();
    expect(within(main()).getByText('A sign-in session, for administrators only')).toBeInTheDocument();
    expect(text()).toContain("No third-party services load in readers' browsers");
    expect(text()).toContain('Our fonts are self-hosted');
  });

  it('lists the rights: access, correction or deletion, opt out, cookie control; and children under 13 (product §9)', () => {
    renderRoute('/privacy-policy');
    for (const right of ['Access', 'Correct or delete', 'Opt out', 'Cookie control']) {
      expect(within(main()).getByText(right)).toBeInTheDocument();
    }
    expect(text()).toContain('We do not knowingly collect personal information from children under 13.');
  });

  it('gives a privacy e-mail to contact', () => {
    renderRoute('/privacy-policy');
    const mail = within(main()).getAllByRole('link', { name: 'privacy@parchment.example' });
    expect(mail.map((a) => a.getAttribute('href'))).toContain('mailto:privacy@parchment.example');
  });
});
