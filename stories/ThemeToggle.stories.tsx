import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeToggle, type ThemeChoice } from '../src/components/ThemeToggle';

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  args: { theme: 'system', onChange: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Following the reader's system setting: "System" is the one pressed button. */
export const System: Story = {
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'Theme' });
    await expect(within(group).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'false');
    await expect(within(group).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The parchment (light) theme forced. */
export const Light: Story = { args: { theme: 'parchment' } };

/** The ink (dark) theme forced. */
export const Dark: Story = { args: { theme: 'ink' } };

/** Pressing another choice calls onChange with it; the site applies and stores it, and the pressed button follows. */
export const Switching: Story = {
  render: function Render(args) {
    const [theme, setTheme] = useState<ThemeChoice>(args.theme);
    return (
      <ThemeToggle
        {...args}
        theme={theme}
        onChange={(next) => {
          setTheme(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dark = await canvas.findByRole('button', { name: 'Dark' });
    await userEvent.click(dark);
    await expect(args.onChange).toHaveBeenCalledWith('ink');
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * With `action`, the group is a form that posts `theme=<choice>` there, so the control works where scripts
 * do not run (the app's endpoint sets the choice and sends the reader back). With scripts, pressing a choice
 * calls onChange and posts nothing.
 */
export const AsAForm: Story = {
  args: { action: '/theme' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Theme' });
    const form = group.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/theme');
    const dark = canvas.getByRole('button', { name: 'Dark' });
    await expect(dark).toHaveAttribute('type', 'submit');
    await expect(dark).toHaveAttribute('name', 'theme');
    await expect(dark).toHaveAttribute('value', 'ink');
    await userEvent.click(dark);
    await expect(args.onChange).toHaveBeenCalledWith('ink');
  },
};
