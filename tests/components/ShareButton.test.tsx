import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '../../src/components/ShareButton';

const url = 'https://parchment.example/articles/monroe-doctrine';
const title = 'The Monroe Doctrine';

/** Shadows navigator.share and navigator.clipboard for one test. */
function stubNavigator(stubs: { share?: unknown; clipboard?: unknown }) {
  for (const [key, value] of Object.entries(stubs)) {
    Object.defineProperty(window.navigator, key, { value, configurable: true, writable: true });
  }
}

afterEach(() => {
  const nav = window.navigator as unknown as Record<string, unknown>;
  delete nav.share;
  delete nav.clipboard;
});

describe('ShareButton', () => {
  it('carries an email link with the title and address for where scripts do not run (CSS shows one of the two)', () => {
    render(<ShareButton url={url} title={title} />);
    const link = screen.getByRole('link', { name: 'Share by email' });
    expect(link).toHaveAttribute('href', `mailto:?body=${encodeURIComponent(url)}`);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('has a polite live region in the page from the first render, empty', () => {
    render(<ShareButton url={url} title={title} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
  });

  it('opens the share sheet with the title and URL when the browser has one, and copies nothing', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, clipboard: { writeText } });
    render(<ShareButton url={url} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title, url });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('treats closing the share sheet (AbortError) as no failure', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, clipboard: { writeText } });
    render(<ShareButton url={url} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await act(async () => {});
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('falls back to copying when the share sheet refuses for another reason', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, clipboard: { writeText } });
    render(<ShareButton url={url} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('without a share sheet, copies the URL and announces "Link copied"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } });
    render(<ShareButton url={url} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('empties "Link copied" five seconds later, so no stale confirmation is read or shown afterwards', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubNavigator({ share: undefined, clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
      render(<ShareButton url={url} title={title} />);
      await userEvent.click(screen.getByRole('button', { name: 'Share' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
      await act(async () => vi.advanceTimersByTime(4000));
      expect(screen.getByRole('status')).toHaveTextContent('Link copied');
      await act(async () => vi.advanceTimersByTime(1500));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps "Could not copy the link" until the next press: it is what the reader must act on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubNavigator({ share: undefined, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
      render(<ShareButton url={url} title={title} />);
      await userEvent.click(screen.getByRole('button', { name: 'Share' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Could not copy the link');
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(screen.getByRole('status')).toHaveTextContent('Could not copy the link');
    } finally {
      vi.useRealTimers();
    }
  });

  it('announces "Could not copy the link" when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    stubNavigator({ share: undefined, clipboard: { writeText } });
    render(<ShareButton url={url} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Could not copy the link')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the link');
  });

  it('announces the failure when there is no clipboard at all', async () => {
    stubNavigator({ share: undefined, clipboard: undefined });
    render(<ShareButton url={url} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Could not copy the link')).toBeInTheDocument();
  });

  it('clears the previous message on a new press, so a repeat is announced again', async () => {
    let finish: () => void = () => undefined;
    const writeText = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    stubNavigator({ share: undefined, clipboard: { writeText } });
    render(<ShareButton url={url} title={title} />);
    const button = screen.getByRole('button', { name: 'Share' });
    await userEvent.click(button);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });
});
