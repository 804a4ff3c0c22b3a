import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EditorialStandards } from '../src/components/EditorialStandards';
import { examplePolicyLinks } from './fixtures/navigation';

const meta = {
  title: 'Editorial patterns/EditorialStandards',
  component: EditorialStandards,
  args: { links: examplePolicyLinks },
} satisfies Meta<typeof EditorialStandards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, article: the standards box links to the editorial policy, corrections policy and ownership pages. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Our Editorial Standards' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Editorial Policy' })).toHaveAttribute('href', '/about/editorial-policy');
    await expect(canvas.getByRole('link', { name: 'Corrections Policy' })).toHaveAttribute('href', '/about/corrections-policy');
    await expect(canvas.getByRole('link', { name: 'Ownership and Transparency' })).toHaveAttribute('href', '/about/ownership');
  },
};

/** In a narrow column the links stack. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};
