import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/Button.stories';
import { Button } from '../../src/components/Button';
import { ParchmentProvider, spanishMessages } from '../../src';

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

describe('Button as a link (href) and on an element of the app’s (asChild)', () => {
  it('with href it is a link in the same look as the button of its variant', () => {
    render(
      <>
        <Button variant="secondary">Browse</Button>
        <Button href="/landmarks/states" variant="secondary">
          Browse by State
        </Button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Browse by State' });
    expect(link).toHaveAttribute('href', '/landmarks/states');
    expect(link).not.toHaveAttribute('target');
    // The button's look: every class of the secondary button is on the link too.
    const buttonClasses = screen.getByRole('button', { name: 'Browse' }).className.split(' ');
    expect(link).toHaveClass(...buttonClasses);
  });

  it('an external link opens in a new tab and says so, in the provider’s language', () => {
    render(
      <ParchmentProvider messages={spanishMessages}>
        <Button href="https://www.youtube.com/" external>
          Ver en YouTube
        </Button>
      </ParchmentProvider>,
    );
    const link = screen.getByRole('link', { name: /^Ver en YouTube.*\(se abre en una pestaña nueva\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('asChild puts the look and the props on its child, which keeps its element and class', async () => {
    const onClick = vi.fn();
    const childClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Button asChild variant="ghost" onClick={onClick} data-app="yes">
        <a href="/admin" className="router-link" onClick={childClick}>
          Admin Home
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Admin Home' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(link).toHaveClass('router-link');
    expect(link.classList.length).toBeGreaterThan(1);
    expect(link).toHaveAttribute('data-app', 'yes');
    await userEvent.click(link);
    // Both handlers run: the child's (a router's navigation) and the button's.
    expect(childClick).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('asChild keeps the child’s own ref when the Button is given none', () => {
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Button asChild>
        <a href="/admin" ref={childRef}>
          Admin Home
        </a>
      </Button>,
    );
    expect(childRef.current).toBe(screen.getByRole('link', { name: 'Admin Home' }));
  });

  it('LinkButton is Button with href, and warns once in development that it is deprecated', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    try {
      const { LinkButton } = await import('../../src');
      render(
        <>
          <LinkButton href="/foundations">Start Here</LinkButton>
          <LinkButton href="/about">About</LinkButton>
        </>,
      );
      expect(screen.getByRole('link', { name: 'Start Here' })).toHaveAttribute('href', '/foundations');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(/LinkButton is deprecated.*<Button href/);
    } finally {
      warn.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
