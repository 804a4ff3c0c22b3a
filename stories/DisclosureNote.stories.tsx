import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DisclosureNote } from '../src/components/DisclosureNote';
import { exampleEditorialPolicyHref } from './fixtures/navigation';

const meta = {
  title: 'Editorial patterns/DisclosureNote',
  component: DisclosureNote,
  args: { policyHref: exampleEditorialPolicyHref },
} satisfies Meta<typeof DisclosureNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §1: articles disclose that they were created with AI assistance and reviewed by human editors. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Disclosure:')).toBeInTheDocument();
    await expect(canvas.getByText(/created with AI assistance and reviewed by human editors/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Read our editorial policy' })).toHaveAttribute('href', '/about/editorial-policy');
  },
};

/** An article's own disclosures text replaces the default. */
export const CustomText: Story = {
  args: {
    text: 'This article was drafted with AI assistance from the National Archives’ transcription and checked line by line against the engrossed original by our editors.',
  },
};
