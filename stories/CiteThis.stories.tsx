import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CiteThis, formatCitation } from '../src/components/CiteThis';
import { billOfRightsCitation, monroeDoctrineCitation } from './fixtures/citation';

const writeText = fn();

/**
 * Puts a clipboard of the story's choosing on navigator (an own property
 * shadows Navigator.prototype's) and takes it away afterwards, so each story
 * decides whether copying works, is refused, or is missing.
 */
function withClipboard(clipboard: { writeText: typeof writeText } | undefined) {
  return () => {
    const previous = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true, writable: true });
    return () => {
      if (previous) Object.defineProperty(window.navigator, 'clipboard', previous);
      else delete (window.navigator as unknown as Record<string, unknown>).clipboard;
    };
  };
}

const meta = {
  title: 'Editorial patterns/CiteThis',
  component: CiteThis,
  args: { input: billOfRightsCitation },
  beforeEach: () => {
    writeText.mockReset();
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CiteThis>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article by a person: the citation in Chicago, MLA and APA, in that order, each with its Copy button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Cite this article' });
    await expect(within(section).getByRole('heading', { level: 2, name: 'Cite this article' })).toBeInTheDocument();
    await expect(within(section).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Chicago (17th ed.)',
      'MLA (9th ed.)',
      'APA (7th ed.)',
    ]);
    for (const name of ['Copy Chicago citation', 'Copy MLA citation', 'Copy APA citation']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
    await expect(canvas.getByText(/^Whitfield, Eleanor\. “The Bill of Rights.*\. Published September 17, 2024\./)).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** A desk's article, updated after publication: the desk is written as it is, and the revision date is cited. */
export const DeskAuthorUpdated: Story = {
  args: { input: monroeDoctrineCitation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Last modified February 3, 2025\./)).toBeInTheDocument();
    await expect(canvas.getByText(/^History Desk\. \(2025, February 3\)\./)).toBeInTheDocument();
  },
};

/** Only the styles asked for, e.g. a school that teaches MLA. */
export const OneStyle: Story = {
  args: { styles: ['mla'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Copy MLA citation' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** Another title and heading level, to fit the page's outline. */
export const CustomTitle: Story = {
  args: { title: 'How to cite this explainer', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 3, name: 'How to cite this explainer' })).toBeInTheDocument();
  },
};

/** Copy puts the plain text on the clipboard, and "MLA citation copied." is announced politely; it empties itself after `confirmationMs` (5 s by default; kept for a minute here so the screenshots, taken after the play function, show it). */
export const Copied: Story = {
  args: { confirmationMs: 60_000 },
  beforeEach: withClipboard({ writeText }),
  play: async ({ canvasElement, args }) => {
    writeText.mockResolvedValue(undefined);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy MLA citation' }));
    await expect(await canvas.findByText('MLA citation copied.')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('MLA citation copied.');
    await expect(writeText).toHaveBeenCalledWith(formatCitation('mla', args.input).text);
  },
};

/** When the browser refuses the clipboard, the reader is told to copy by hand. */
export const CopyRefused: Story = {
  beforeEach: withClipboard({ writeText }),
  play: async ({ canvasElement }) => {
    writeText.mockRejectedValue(new DOMException('Write permission denied', 'NotAllowedError'));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy Chicago citation' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Could not copy. Select the citation and copy it.');
  },
};

/** A browser without a clipboard (or a page served without HTTPS) gets the same advice. */
export const NoClipboard: Story = {
  beforeEach: withClipboard(undefined),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy APA citation' }));
    await expect(await canvas.findByText('Could not copy. Select the citation and copy it.')).toBeInTheDocument();
  },
};
