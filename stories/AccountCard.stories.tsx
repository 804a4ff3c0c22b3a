import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountCard } from '../src/components/AccountCard';
import { sprinkles } from '../tokens/sprinkles.css';
import { layoutLevel } from '../.storybook/modes';

const meta = {
  title: 'Admin/AccountCard',
  component: AccountCard,
  parameters: { ...layoutLevel },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: '4' })}>
        <Story />
      </div>
    ),
  ],
  args: { email: 'editor@example.com', userId: '3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d' },
} satisfies Meta<typeof AccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2: the admin home's "Your Account" card shows the email and user id. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your Account', level: 2 })).toBeInTheDocument();
    const terms = canvas.getAllByRole('term');
    const details = canvas.getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual(['Email', 'User ID']);
    await expect(details.map((detail) => detail.textContent)).toEqual(['editor@example.com', '3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d']);
  },
};

/** Ids and addresses with no spaces wrap inside the card instead of overflowing at 375 px. */
export const LongValues: Story = {
  args: {
    email: 'a.very.long.mailbox.name.for.the.corrections.desk@editorial-department.example.com',
    userId: 'google-oauth2|108274659102837465910-3f1c9a527d4e4b8a9c215e6f7a8b9c0d3f1c9a527d4e4b8a',
  },
};
