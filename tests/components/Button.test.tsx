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

  it('is aria-disabled and aria-busy while busy, and stays focusable', () => {
    render(<Busy />);
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
  });

  it('ignores presses while busy', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Sending…
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus while it becomes busy and after, and works again when done', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    rerender(
      <Button onClick={onClick} busy>
        Send
      </Button>,
    );
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Send</Button>);
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form while busy', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <label>
          Email <input name="email" />
        </label>
        <Button type="submit" busy>
          Sending…
        </Button>
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@example.com{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
