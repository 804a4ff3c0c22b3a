import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../../src/components/ThemeToggle';
import * as stories from '../../stories/ThemeToggle.stories';

const { Dark } = composeStories(stories);

describe('ThemeToggle', () => {
  it('is a group named "Theme" with exactly one pressed choice', () => {
    render(<Dark />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    ['System', 'system'],
    ['Light', 'parchment'],
    ['Dark', 'ink'],
  ] as const)('pressing %s asks for the %s theme', async (name, theme) => {
    const onChange = vi.fn();
    const current = theme === 'system' ? 'ink' : 'system';
    render(<ThemeToggle theme={current} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name }));
    expect(onChange).toHaveBeenCalledWith(theme);
  });

  it('pressing the current choice again changes nothing', async () => {
    const onChange = vi.fn();
    render(<ThemeToggle theme="parchment" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
