import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/components/Button';
import { ErrorState } from '../../src/components/ErrorState';
import * as stories from '../../stories/ErrorState.stories';

const { AdminListFailed, WithoutRetry } = composeStories(stories);

describe('ErrorState', () => {
  it('Product §8: "Error loading articles: {message}" is announced as an alert, and Retry calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Error loading articles: HTTP 500: Internal Server Error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading articles: HTTP 500: Internal Server Error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('the alert holds the message only, not the buttons', () => {
    render(<ErrorState message="Error loading article: Request timeout" onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('Error loading article: Request timeout');
  });

  it('Product §8: the admin list box shows "Error loading articles" with the message', () => {
    render(<AdminListFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading articlesHTTP 503: Service Unavailable');
  });

  it('Product §8: a failed admin check offers Retry and Switch Account', async () => {
    const onSwitch = vi.fn();
    render(
      <ErrorState
        message="Failed to check admin status"
        onRetry={vi.fn()}
        actions={
          <Button variant="secondary" onClick={onSwitch}>
            Switch Account
          </Button>
        }
      />,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch Account' }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });

  it('with retryHref and no onRetry, Retry is a link to that address (a page that runs no script loads itself afresh)', () => {
    render(<ErrorState message="Error loading article: HTTP 500: boom" retryHref="/articles/monroe-doctrine?x=1" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading article: HTTP 500: boom');
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/articles/monroe-doctrine?x=1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('onRetry wins over retryHref: a page whose scripts run retries in place', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Error" onRetry={onRetry} retryHref="/here" />);
    expect(screen.queryByRole('link', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without onRetry', () => {
    render(<WithoutRetry />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
