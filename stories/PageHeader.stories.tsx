import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../src/components/Button';
import { PageHeader } from '../src/components/PageHeader';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: {
    title: 'Foundations',
    intro: 'The documents, ideas and amendments that shaped American government, from the Declaration to the Bill of Rights.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, pillar pages: a title and an intro; the title is the page's h1. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Foundations' })).toBeInTheDocument();
  },
};

/** A kicker above the title. */
export const WithKicker: Story = {
  args: { kicker: 'About', title: 'Editorial Policy', intro: 'How we research, write, review and correct what we publish.' },
};

/** Actions under the intro, e.g. the landmarks page's state archives. */
export const WithActions: Story = {
  args: {
    title: 'Landmarks',
    intro: 'Places where American history happened, and what they mean today.',
    children: (
      <Button href="/landmarks/states" variant="secondary">
        Browse by State
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Browse by State' });
    await expect(link).toHaveAttribute('href', '/landmarks/states');
  },
};

/** Only a title. */
export const TitleOnly: Story = { args: { title: 'Contact', intro: undefined } };

/** A long title and intro wrap; the intro keeps to a readable measure. */
export const LongContent: Story = {
  args: {
    kicker: 'Feature',
    title: 'The Electoral College: How Americans Choose a President, and Why the System Works the Way It Does',
    intro:
      'An analysis of the Electoral College from the Constitutional Convention to the present: the compromises that created it, the amendments that changed it, and the debates that continue about its place in a modern democracy.',
  },
};
