import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareButton } from '../src/components/ShareButton';

const articleUrl = 'https://parchment.example/articles/bill-of-rights';

/**
 * Replaces navigator.share and navigator.clipboard for one story (both live on
 * Navigator.prototype, so an own property shadows them) and puts them back
 * afterwards, so each story decides which browser it runs in.
 */
function withNavigator(stubs: { share?: unknown; clipboard?: unknown }) {
  return () => {
    const nav = window.navigator as unknown as Record<string, unknown>;
    const previous = Object.fromEntries(Object.keys(stubs).map((key) => [key, Object.getOwnPropertyDescriptor(nav, key)]));
    for (const [key, value] of Object.entries(stubs)) {
      Object.defineProperty(nav, key, { value, configurable: true, writable: true });
    }
    return () => {
      for (const [key, descriptor] of Object.entries(previous)) {
        if (descriptor) Object.defineProperty(nav, key, descriptor);
        else delete nav[key];
      }
    };
  };
}

const share = fn();
const writeText = fn();

const meta = {
  title: 'Components/ShareButton',
  component: ShareButton,
  args: { url: articleUrl, title: 'The Bill of Rights: Ten Amendments That Define American Liberty' },
  beforeEach: () => {
    share.mockReset();
    writeText.mockReset();
  },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a press the live region is already in the page, empty, so its first message is announced. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Share' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Where the browser has a share sheet, the button opens it with the article's title and URL. */
export const NativeShare: Story = {
  beforeEach: withNavigator({ share, clipboard: { writeText } }),
  play: async ({ canvasElement, args }) => {
    share.mockResolvedValue(undefined);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    await expect(share).toHaveBeenCalledWith({ title: args.title, url: args.url });
    await expect(writeText).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Closing the share sheet (AbortError) is the reader's choice: nothing is copied and no error is announced. */
export const NativeShareCancelled: Story = {
  beforeEach: withNavigator({ share, clipboard: { writeText } }),
  play: async ({ canvasElement }) => {
    share.mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    await expect(share).toHaveBeenCalledTimes(1);
    await expect(writeText).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Without a share sheet the link is copied and "Link copied" is announced politely; it empties itself after `confirmationMs` (5 s by default; kept for a minute here so the screenshots, taken after the play function, show it). */
export const Copied: Story = {
  args: { confirmationMs: 60_000 },
  beforeEach: withNavigator({ share: undefined, clipboard: { writeText } }),
  play: async ({ canvasElement, args }) => {
    writeText.mockResolvedValue(undefined);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    await expect(await canvas.findByText('Link copied')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied');
    await expect(writeText).toHaveBeenCalledWith(args.url);
  },
};

/** When the clipboard refuses, the failure is announced. */
export const CopyFailed: Story = {
  beforeEach: withNavigator({ share: undefined, clipboard: { writeText } }),
  play: async ({ canvasElement }) => {
    writeText.mockRejectedValue(new DOMException('Write permission denied', 'NotAllowedError'));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    await expect(await canvas.findByText('Could not copy the link')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Could not copy the link');
  },
};
