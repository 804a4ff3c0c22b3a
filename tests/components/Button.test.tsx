import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/Button.stories';
import { Button } from '../../src/components/Button';

const { Busy } = composeStories(stories);

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Retry</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is type="button" so it never submits a surrounding form by accident', () => {
    render(
      <form>
        <Button>Retry</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toHaveAttribute('type', 'button');
  });

  it('cannot be pressed while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Previous
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled and aria-busy while busy', () => {
    render(<Busy />);
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
