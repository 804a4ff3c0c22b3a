import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/FoundingDocument.stories';
import { FoundingDocument, FoundingDocumentLinks, type FoundingDocumentPart } from '../../src/components/FoundingDocument';
import { spanishMessages } from '../../src/messages';

const { Constitution, Signers, Declaration, CopyLinks, DiscussedIn } = composeStories(stories);

/** Shadows navigator.clipboard for one test (an own property over Navigator.prototype's). */
function stubClipboard(clipboard: unknown) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true, writable: true });
}

afterEach(() => {
  delete (window.navigator as unknown as Record<string, unknown>).clipboard;
});

describe('FoundingDocument', () => {
  it('makes each part a region named by its heading, with the part’s address as its id', () => {
    render(<Constitution />);
    expect(screen.getByRole('region', { name: 'Preamble' })).toHaveAttribute('id', 'preamble');
    const article = screen.getByRole('region', { name: 'Article. I.' });
    expect(article).toHaveAttribute('id', 'article-1');
    expect(within(article).getByRole('region', { name: 'Section. 1.' })).toHaveAttribute('id', 'article-1-section-1');
    expect(within(article).getByRole('region', { name: 'Section. 2.' })).toHaveAttribute('id', 'article-1-section-2');
    const amendment = screen.getByRole('region', { name: 'Amendment XIV' });
    expect(amendment).toHaveAttribute('id', 'amendment-14');
    expect(within(amendment).getByRole('region', { name: 'Section 2.' })).toHaveAttribute('id', 'amendment-14-section-2');
  });

  it('gives the top parts h2 headings and their sections h3, as written', () => {
    render(<Constitution />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      expect.stringMatching(/^Preamble/),
      expect.stringMatching(/^Article\. I\./),
      expect.stringMatching(/^Amendment XIV/),
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => within(heading).getByText(/^Section/).textContent)).toEqual(['Section. 1.', 'Section. 2.', 'Section 2.']);
  });

  it('starts at level 3 when asked, the sections a level below', () => {
    render(<FoundingDocument parts={[{ id: 'a', heading: 'Article. I.', label: 'Article I', paragraphs: [], parts: [{ id: 'a-s', heading: 'Section. 1.', label: 'Section 1', paragraphs: [], parts: [] }] }]} paragraphLabel="Clause" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Article. I.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Section. 1.' })).toBeInTheDocument();
  });

  it('puts a link to each part inside its heading, named with the full label down the tree', () => {
    render(<Constitution />);
    const link = screen.getByRole('link', { name: 'Link to Article I, Section 2' });
    expect(link).toHaveAttribute('href', '#article-1-section-2');
    expect(link).toHaveAttribute('data-part-link');
    expect(link).toHaveAttribute('data-part-label', 'Article I, Section 2');
    expect(screen.getByRole('heading', { level: 3, name: 'Section. 2.' })).toContainElement(link);
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Link to Article I' })).toHaveAttribute('href', '#article-1');
    expect(screen.getByRole('link', { name: 'Link to Amendment XIV, Section 2' })).toHaveAttribute('href', '#amendment-14-section-2');
  });

  it('leads each paragraph with its number, a link to the paragraph’s own id', () => {
    render(<Constitution />);
    const clauses = within(screen.getByRole('region', { name: 'Section. 2.' })).getAllByRole('link', { name: /^Link to Article I, Section 2, Clause \d$/ });
    expect(clauses.map((link) => link.getAttribute('href'))).toEqual([1, 2, 3, 4, 5].map((number) => `#article-1-section-2-clause-${number}`));
    const third = screen.getByRole('link', { name: 'Link to Article I, Section 2, Clause 3' });
    expect(third.closest('p')).toHaveAttribute('id', 'article-1-section-2-clause-3');
    expect(third.closest('p')?.firstElementChild).toBe(third);
    expect(third).toHaveAttribute('data-part-label', 'Article I, Section 2, Clause 3');
    // The number is seen, and hidden from the accessibility tree, whose name says what it is.
    expect(within(third).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    // A part with one paragraph still has its number link.
    expect(screen.getByRole('link', { name: 'Link to Preamble, Clause 1' })).toHaveAttribute('href', '#preamble-clause-1');
    expect(screen.getByRole('link', { name: 'Link to Article I, Section 1, Clause 1' })).toHaveAttribute('href', '#article-1-section-1-clause-1');
  });

  it('draws no number links for a part without paragraphs', () => {
    render(<Constitution />);
    const article = screen.getByRole('region', { name: 'Article. I.' });
    expect(within(article).queryByRole('link', { name: /^Link to Article I, Clause/ })).not.toBeInTheDocument();
  });

  it('strikes through superseded words, says so, and links to the part that changed them', () => {
    render(<Constitution />);
    const paragraph = screen.getByRole('link', { name: 'Link to Article I, Section 2, Clause 3' }).closest('p')!;
    const struck = paragraph.querySelector('s');
    expect(struck).toHaveTextContent(
      'Superseded text: which shall be determined by adding to the whole Number of free Persons, including those bound to Service for a Term of Years, and excluding Indians not taxed, three fifths of all other Persons.',
    );
    expect(within(struck!).getByText('Superseded text:', { exact: false })).toBeInTheDocument();
    const link = within(paragraph).getByRole('link', { name: 'Superseded by Amendment XIV, Section 2' });
    expect(link).toHaveAttribute('href', '#amendment-14-section-2');
    expect(link).not.toHaveAttribute('data-part-link');
    expect(paragraph).toHaveTextContent(/three fifths of all other Persons\. Superseded by Amendment XIV, Section 2 The actual Enumeration/);
    // Only the superseded run is struck.
    expect(paragraph.querySelectorAll('s')).toHaveLength(1);
  });

  it('names a superseding part outside the document by its id', () => {
    render(<FoundingDocument parts={[{ id: 'p', heading: 'P', label: 'P', paragraphs: [{ id: 'p-1', number: 1, runs: [{ text: 'Old words.', supersededBy: 'amendment-27' }] }], parts: [] }]} paragraphLabel="Clause" />);
    expect(screen.getByRole('link', { name: 'Superseded by amendment-27' })).toHaveAttribute('href', '#amendment-27');
  });

  it('shows an amendment’s dates and notes under its heading', () => {
    render(<Constitution />);
    const amendment = screen.getByRole('region', { name: 'Amendment XIV' });
    const paragraphs = within(amendment).getAllByRole('paragraph').map((paragraph) => paragraph.textContent);
    expect(paragraphs.slice(0, 2)).toEqual([
      'Passed by Congress June 13, 1866. Ratified July 9, 1868.',
      'Note: Article I, section 2, of the Constitution was modified by section 2 of the 14th amendment.',
    ]);
  });

  it('lists the signers by state as a description list, between the paragraphs around them', () => {
    render(<Signers />);
    const region = screen.getByRole('region', { name: 'Signers' });
    const terms = within(region).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['New Hampshire', 'Massachusetts']);
    expect(within(region).getAllByRole('definition').map((names) => names.textContent)).toEqual(['John Langdon, Nicholas Gilman', 'Nathaniel Gorham, Rufus King']);
    const list = terms[0].closest('dl')!;
    expect(region.querySelectorAll('dl')).toHaveLength(1);
    const flow = [...list.parentElement!.children].filter((element) => element.tagName !== 'H2').map((element) => (element.tagName === 'DL' ? 'signers' : element.textContent));
    expect(flow).toEqual([expect.stringMatching(/In witness whereof We have hereunto subscribed our Names,$/), 'signers', expect.stringMatching(/Attest William Jackson Secretary$/)]);
    expect(screen.getByRole('link', { name: 'Link to Signers, Clause 2' })).toHaveAttribute('href', '#signers-clause-2');
  });

  it('calls paragraphs what the document calls them, under the page’s own heading', () => {
    render(<Declaration />);
    expect(screen.getByRole('heading', { level: 2, name: 'The Declaration of Independence' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toEqual([screen.getByRole('heading', { name: 'Introduction' }), screen.getByRole('heading', { name: 'Preamble' })]);
    expect(screen.getByRole('link', { name: 'Link to Introduction, Paragraph 1' })).toHaveAttribute('href', '#introduction-paragraph-1');
    expect(screen.getByRole('link', { name: 'Link to Preamble, Paragraph 1' }).closest('p')).toHaveAttribute('id', 'preamble-paragraph-1');
  });

  it('renders the text as text, never as markup, on the server too', () => {
    const parts: FoundingDocumentPart[] = [
      {
        id: 'x',
        heading: '<i>Article</i>',
        label: 'A<b>',
        notes: ['<script>alert(1)</script>'],
        paragraphs: [{ id: 'x-1', number: 1, runs: [{ text: 'Plain <b>bold</b> words' }, { text: '<em>old</em>', supersededBy: 'x' }] }],
        parts: [],
      },
    ];
    const html = renderToString(<FoundingDocument parts={parts} paragraphLabel="Clause" />);
    expect(html).toContain('Plain &lt;b&gt;bold&lt;/b&gt; words');
    expect(html).toContain('&lt;i&gt;Article&lt;/i&gt;');
    expect(html).not.toMatch(/<(b|i|em|script)>/);
    render(<FoundingDocument parts={parts} paragraphLabel="Clause" />);
    expect(screen.getByText('Plain <b>bold</b> words', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('b, i, em, script')).toBeNull();
  });

  it('is a server component: it renders to a string with no effects', () => {
    const html = renderToString(<Constitution />);
    expect(html).toContain('id="article-1-section-2-clause-3"');
    expect(html).toContain('href="#amendment-14-section-2"');
  });

  it('forwards className (beside its own), style, ref, id and data-* to its root element', () => {
    const ref = createRef<HTMLDivElement>();
    render(<FoundingDocument parts={[]} paragraphLabel="Clause" ref={ref} className="app-class" style={{ marginTop: '7px' }} id="app-id" data-app="yes" />);
    expect(ref.current).toBeInstanceOf(HTMLDivElement);
    expect(ref.current).toHaveClass('app-class');
    expect(ref.current!.classList.length).toBeGreaterThan(1);
    expect(ref.current!.style.marginTop).toBe('7px');
    expect(ref.current).toHaveAttribute('id', 'app-id');
    expect(ref.current).toHaveAttribute('data-app', 'yes');
  });

  it('takes its words in another language as messages', () => {
    render(<Constitution messages={spanishMessages.foundingDocument} />);
    expect(screen.getByRole('link', { name: 'Enlace a Article I, Section 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sustituido por Amendment XIV, Section 2' })).toBeInTheDocument();
  });
});

describe('FoundingDocumentLinks', () => {
  it('has a live region, empty, from the first render', () => {
    render(<CopyLinks />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies a part link’s full address when pressed and says so, without stopping the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });
    render(<CopyLinks />);
    const link = screen.getByRole('link', { name: 'Link to Article I, Section 2, Clause 3' });
    let prevented: boolean | undefined;
    const record = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
    };
    window.addEventListener('click', record);
    try {
      await userEvent.click(link);
    } finally {
      window.removeEventListener('click', record);
    }
    expect(prevented).toBe(false);
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(new URL('#article-1-section-2-clause-3', window.location.href).href);
    expect(writeText.mock.calls[0][0]).toMatch(/^https?:\/\/.+#article-1-section-2-clause-3$/);
    expect(await screen.findByRole('status')).toHaveTextContent('Link to Article I, Section 2, Clause 3 copied');
  });

  it('copies a heading’s part link too, named by its full label', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });
    render(<CopyLinks />);
    await userEvent.click(screen.getByRole('link', { name: 'Link to Amendment XIV, Section 2' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/#amendment-14-section-2$/));
    expect(await screen.findByRole('status')).toHaveTextContent('Link to Amendment XIV, Section 2 copied');
  });

  it('leaves other links alone', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });
    render(<CopyLinks />);
    await userEvent.click(screen.getByRole('link', { name: 'Superseded by Amendment XIV, Section 2' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('ignores a press with a modifier key or another button (a new tab, a new window)', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });
    render(<CopyLinks />);
    const link = screen.getByRole('link', { name: 'Link to Article I, Section 2, Clause 3' });
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    await act(async () => {});
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says it could not copy when the clipboard refuses', async () => {
    stubClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) });
    render(<CopyLinks />);
    await userEvent.click(screen.getByRole('link', { name: 'Link to Article I, Section 2' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy the link to Article I, Section 2');
  });

  it('says nothing without a clipboard: the link still leads to the part', async () => {
    stubClipboard(undefined);
    render(<CopyLinks />);
    const link = screen.getByRole('link', { name: 'Link to Article I, Section 2, Clause 3' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(event);
    });
    await act(async () => {});
    expect(event.defaultPrevented).toBe(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('empties the confirmation after confirmationMs, and re-announces a second press', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let finish: () => void = () => undefined;
      const writeText = vi
        .fn()
        .mockResolvedValueOnce(undefined)
        .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
      stubClipboard({ writeText });
      render(
        <>
          <FoundingDocumentLinks confirmationMs={1000} />
          <FoundingDocument parts={[{ id: 'preamble', heading: 'Preamble', label: 'Preamble', paragraphs: [], parts: [] }]} paragraphLabel="Clause" />
        </>,
      );
      const link = screen.getByRole('link', { name: 'Link to Preamble' });
      fireEvent.click(link);
      expect(await screen.findByText('Link to Preamble copied')).toBeInTheDocument();
      fireEvent.click(link);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      await act(async () => finish());
      expect(screen.getByRole('status')).toHaveTextContent('Link to Preamble copied');
      await act(async () => vi.advanceTimersByTime(1500));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it('speaks the provider’s or its own language', async () => {
    stubClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    render(<CopyLinks messages={spanishMessages.foundingDocument} />);
    await userEvent.click(screen.getByRole('link', { name: 'Enlace a Article I, Section 2' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Enlace a Article I, Section 2 copiado');
  });

  it('forwards className (beside its own), ref and data-* to its status line, which stays a status', () => {
    const ref = createRef<HTMLParagraphElement>();
    render(<FoundingDocumentLinks ref={ref} className="app-class" data-app="yes" role="alert" />);
    expect(ref.current).toBe(screen.getByRole('status'));
    expect(ref.current).toHaveClass('app-class');
    expect(ref.current!.classList.length).toBeGreaterThan(1);
    expect(ref.current).toHaveAttribute('data-app', 'yes');
  });

  it('stops listening when it is removed', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });
    const { rerender } = render(
      <>
        <FoundingDocumentLinks />
        <a href="#x" data-part-link="" data-part-label="X">
          x
        </a>
      </>,
    );
    rerender(
      <a href="#x" data-part-link="" data-part-label="X">
        x
      </a>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'x' }));
    await act(async () => {});
    expect(writeText).not.toHaveBeenCalled();
  });

  it('lists under a clause the pages that discuss it, each a link, and nothing under the others', () => {
    render(<DiscussedIn />);
    const clause = screen.getByRole('link', { name: 'Link to Article I, Section 2, Clause 3' }).closest('p')!;
    const discussed = clause.nextElementSibling as HTMLElement;
    expect(discussed).toHaveTextContent('Discussed in: The Census, The Veto Power');
    expect(within(discussed).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['The Census', '/articles/census'],
      ['The Veto Power', '/articles/veto-power'],
    ]);
    expect(screen.getAllByText(/^Discussed in:/)).toHaveLength(1);
  });
});
