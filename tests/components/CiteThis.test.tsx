import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/CiteThis.stories';
import { CiteThis, formatCitation } from '../../src/components/CiteThis';
import { billOfRightsCitation } from '../../stories/fixtures/citation';

const { Default, OneStyle, CustomTitle } = composeStories(stories);

const input = billOfRightsCitation;

/** Shadows navigator.clipboard for one test. */
function stubClipboard(clipboard: unknown) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true, writable: true });
}

afterEach(() => {
  delete (window.navigator as unknown as Record<string, unknown>).clipboard;
});

describe('CiteThis', () => {
  it('is a section named by its heading, "Cite this article", an h2 by default', () => {
    render(<Default />);
    const section = screen.getByRole('region', { name: 'Cite this article' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Cite this article' })).toBeInTheDocument();
  });

  it('takes another title and heading level', () => {
    render(<CustomTitle />);
    expect(screen.getByRole('heading', { level: 3, name: 'How to cite this explainer' })).toBeInTheDocument();
  });

  it('offers Chicago, MLA and APA in that order, each labelled with its edition and its citation as text', () => {
    render(<CiteThis input={input} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Chicago (17th ed.)', 'MLA (9th ed.)', 'APA (7th ed.)']);
    expect(within(items[0]).getByText(formatCitation('chicago', input).text)).toBeInTheDocument();
    expect(within(items[1]).getByText((_, element) => element?.tagName === 'P' && element.textContent === formatCitation('mla', input).text)).toBeInTheDocument();
    expect(within(items[2]).getByText((_, element) => element?.tagName === 'P' && element.textContent === formatCitation('apa', input).text)).toBeInTheDocument();
  });

  it('shows only the styles asked for, in the order given, each once', () => {
    render(<OneStyle />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    render(<CiteThis input={input} styles={['apa', 'chicago', 'apa']} />);
    expect(screen.getAllByRole('button', { name: /^Copy (APA|Chicago) citation$/ }).map((button) => button.textContent)).toEqual([
      'Copy APA citation',
      'Copy Chicago citation',
    ]);
  });

  it('sets the style’s italics as <cite>: the site in MLA, the page title in APA', () => {
    const { container } = render(<CiteThis input={input} />);
    expect(Array.from(container.querySelectorAll('cite')).map((cite) => cite.textContent)).toEqual(['Parchment', 'The Bill of Rights: Ten Amendments That Define American Liberty']);
  });

  it('renders titles as text, never as HTML', () => {
    const { container } = render(<CiteThis input={{ ...input, title: '<b>Bold</b> & "quoted"' }} styles={['chicago']} />);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/<b>Bold<\/b> & "quoted"/)).toBeInTheDocument();
  });

  it('names each Copy button after its style, with "Copy" as its visible text', () => {
    render(<CiteThis input={input} />);
    for (const name of ['Copy Chicago citation', 'Copy MLA citation', 'Copy APA citation']) {
      expect(screen.getByRole('button', { name })).toHaveTextContent(/^Copy/);
    }
  });

  it('has one polite live region in the page from the first render, empty', () => {
    render(<CiteThis input={input} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('renders on the server without touching the clipboard, with the live region empty', () => {
    const html = renderToString(<CiteThis input={input} />);
    expect(html).toContain('Whitfield, Eleanor.');
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
  });

  it('copies the plain text of the chosen style and announces "MLA citation copied."', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });
    render(<CiteThis input={input} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy MLA citation' }));
    expect(writeText).toHaveBeenCalledWith(formatCitation('mla', input).text);
    expect(await screen.findByRole('status')).toHaveTextContent('MLA citation copied.');
  });

  it('empties the confirmation five seconds later, and a second copy within them restarts the five seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
      render(<CiteThis input={input} />);
      await userEvent.click(screen.getByRole('button', { name: 'Copy MLA citation' }));
      expect(await screen.findByRole('status')).toHaveTextContent('MLA citation copied.');
      await act(async () => vi.advanceTimersByTime(3000));
      await userEvent.click(screen.getByRole('button', { name: 'Copy APA citation' }));
      expect(await screen.findByText('APA citation copied.')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(3000));
      expect(screen.getByRole('status')).toHaveTextContent('APA citation copied.');
      await act(async () => vi.advanceTimersByTime(2500));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the reader to copy by hand when the clipboard is refused', async () => {
    stubClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) });
    render(<CiteThis input={input} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Chicago citation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy. Select the citation and copy it.');
  });

  it('tells the reader to copy by hand when there is no clipboard', async () => {
    stubClipboard(undefined);
    render(<CiteThis input={input} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy APA citation' }));
    expect(await screen.findByText('Could not copy. Select the citation and copy it.')).toBeInTheDocument();
  });

  it('empties the message on a new press, so a repeat is announced again, and lets only the latest press speak', async () => {
    let finishFirst: () => void = () => undefined;
    const writeText = vi
      .fn()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finishFirst = resolve)))
      .mockResolvedValueOnce(undefined);
    stubClipboard({ writeText });
    render(<CiteThis input={input} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Chicago citation' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Copy APA citation' }));
    expect(await screen.findByText('APA citation copied.')).toBeInTheDocument();
    await act(async () => finishFirst());
    expect(screen.getByRole('status')).toHaveTextContent('APA citation copied.');
  });
});
