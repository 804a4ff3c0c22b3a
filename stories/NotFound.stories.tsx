import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutLevel } from '../.storybook/modes';
import { NotFound } from '../src/components/NotFound';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
  parameters: { ...layoutLevel },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, 404: "404", "Oops! Page not found" (the h1) and "Return to Home" linking to "/". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

/** With a sentence of help under the heading. */
export const WithDetail: Story = {
  args: { children: <p>The page may have moved, or the address may have a typo.</p> },
};
