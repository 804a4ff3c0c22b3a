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

  it('with an action it is a form whose buttons post the choice, for readers without scripts (product §2, shared layout)', () => {
    render(<ThemeToggle theme="system" onChange={vi.fn()} action="/theme" />);
    const form = screen.getByRole('group', { name: 'Theme' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/theme');
    const posted = screen.getAllByRole('button').map((button) => [button.getAttribute('type'), button.getAttribute('name'), button.getAttribute('value')]);
    expect(posted).toEqual([
      ['submit', 'theme', 'system'],
      ['submit', 'theme', 'parchment'],
      ['submit', 'theme', 'ink'],
    ]);
  });

  it('with scripts, pressing a choice in the form calls onChange and posts nothing', async () => {
    const onChange = vi.fn();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    render(<ThemeToggle theme="system" onChange={onChange} action="/theme" />);
    screen.getByRole('group', { name: 'Theme' }).closest('form')!.addEventListener('submit', submitted);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(onChange).toHaveBeenCalledWith('ink');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('without an action it is a plain group whose buttons submit nothing', () => {
    render(<ThemeToggle theme="system" onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Theme' }).closest('form')).toBeNull();
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('type', 'button');
  });

  it('pressing the current choice again changes nothing', async () => {
    const onChange = vi.fn();
    render(<ThemeToggle theme="parchment" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
