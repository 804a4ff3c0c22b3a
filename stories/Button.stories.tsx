import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../src/components/Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Retry', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Retry' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Switch Account' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Sign Out' } };

export const Small: Story = { args: { size: 'small', variant: 'secondary', children: 'Next' } };

/** Disabled buttons cannot be clicked and say so to assistive technology. */
export const Disabled: Story = {
  args: { disabled: true, children: 'Previous' },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Previous' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** While busy the button ignores presses and says so (aria-disabled, aria-busy), and keeps keyboard focus. */
export const Busy: Story = {
  args: { busy: true, children: 'Sending…' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Keyboard focus shows the focus ring (WCAG 2.4.7). */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toHaveFocus();
  },
};

/** With `href` it is a link in the button's look: it goes somewhere. */
export const AsLink: Story = {
  args: { href: '/foundations', children: 'Start Here', onClick: undefined },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Start Here' });
    await expect(link).toHaveAttribute('href', '/foundations');
  },
};

/** An external address opens in a new tab and says so to screen readers. */
export const ExternalLink: Story = {
  args: { href: 'https://www.youtube.com/', children: 'Watch on YouTube', external: true, variant: 'secondary', onClick: undefined },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /Watch on YouTube.*opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** `asChild`: the look on the app's own element (here a plain anchor standing in for a router's link). */
export const AsChild: Story = {
  args: {
    asChild: true,
    variant: 'secondary',
    children: (
      <a href="/admin" className="app-link">
        Admin Home
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Admin Home' });
    await expect(link).toHaveClass('app-link');
    await expect(link.className.split(' ').length).toBeGreaterThan(1);
  },
};
