import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutLevel } from '../.storybook/modes';
import { Breadcrumbs } from '../src/components/Breadcrumbs';
import { sprinkles } from '../tokens/sprinkles.css';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [{ label: 'Foundations', href: '/foundations' }, { label: 'The Constitution of the United States' }],
  },
  parameters: { ...layoutLevel },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: '4' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product §2, shared layout and article: a home icon named "Home", the kicker's category, then the title as the current page. */
export const Article: Story = {
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Foundations' })).toHaveAttribute('href', '/foundations');
    await expect(within(nav).queryByRole('link', { name: /Constitution/ })).not.toBeInTheDocument();
    await expect(within(items[2]).getByText('The Constitution of the United States')).toHaveAttribute('aria-current', 'page');
  },
};

/** A policy page two steps below About. */
export const PolicyPage: Story = {
  args: { items: [{ label: 'About', href: '/about' }, { label: 'Editorial Policy' }] },
};

/** Product §2, feature sample: a deeper trail. */
export const FeatureSample: Story = {
  args: {
    items: [
      { label: 'Features', href: '/features' },
      { label: 'Explainers', href: '/features' },
      { label: 'The Bill of Rights, Explained' },
    ],
  },
};

/** Long labels wrap onto more lines instead of overflowing at 375 px. */
export const LongLabels: Story = {
  args: {
    items: [
      { label: 'Landmarks', href: '/landmarks' },
      { label: 'State Archives', href: '/landmarks/states' },
      { label: 'Alabama: a county-by-county archive of historic sites, markers and monuments' },
    ],
  },
};

/** A step without an address is shown as plain text. */
export const StepWithoutLink: Story = {
  args: { items: [{ label: 'Civic Life' }, { label: 'How a Bill Becomes a Law' }] },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
  },
};
