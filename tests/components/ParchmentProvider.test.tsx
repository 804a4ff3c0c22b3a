import { render, screen } from '@testing-library/react';
import { createRef, forwardRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, ParchmentProvider, type LinkComponentProps } from '../../src';

/** The element a provider rendered around `child`. */
function providerOf(child: HTMLElement): HTMLElement {
  const element = child.closest<HTMLElement>('[data-theme], [data-pm-style-body]');
  if (!element) throw new Error('no provider element around the child');
  return element;
}

describe('ParchmentProvider', () => {
  it.each(['parchment', 'ink', 'system'] as const)('sets theme="%s" on its subtree as data-theme', (theme) => {
    render(
      <ParchmentProvider theme={theme}>
        <p>Inside</p>
      </ParchmentProvider>,
    );
    expect(providerOf(screen.getByText('Inside'))).toHaveAttribute('data-theme', theme);
  });

  it('nests: the innermost provider sets the theme of its own subtree', () => {
    render(
      <ParchmentProvider theme="ink">
        <p>Outer</p>
        <ParchmentProvider theme="parchment">
          <p>Inner</p>
        </ParchmentProvider>
      </ParchmentProvider>,
    );
    expect(providerOf(screen.getByText('Outer'))).toHaveAttribute('data-theme', 'ink');
    expect(providerOf(screen.getByText('Inner'))).toHaveAttribute('data-theme', 'parchment');
  });

  it('without a theme keeps the theme around it (no data-theme of its own)', () => {
    const { container } = render(
      <ParchmentProvider>
        <p>Inside</p>
      </ParchmentProvider>,
    );
    expect(container.querySelector('[data-theme]')).toBeNull();
  });

  it('styles the page only when asked: data-pm-style-body appears with styleBody alone', () => {
    const { rerender } = render(
      <ParchmentProvider theme="ink">
        <p>Inside</p>
      </ParchmentProvider>,
    );
    expect(providerOf(screen.getByText('Inside'))).not.toHaveAttribute('data-pm-style-body');
    rerender(
      <ParchmentProvider theme="ink" styleBody>
        <p>Inside</p>
      </ParchmentProvider>,
    );
    expect(providerOf(screen.getByText('Inside'))).toHaveAttribute('data-pm-style-body', 'ink');
  });

  it("renders internal links through the app's link component, and external ones as plain anchors", () => {
    const AppLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function AppLink({ href, children, ...rest }, ref) {
      return (
        <a ref={ref} href={href} data-app-link="" {...rest}>
          {children}
        </a>
      );
    });
    render(
      <ParchmentProvider linkComponent={AppLink}>
        <Link href="/collections">Collections</Link>
        <Link href="https://example.org/">Elsewhere</Link>
      </ParchmentProvider>,
    );
    expect(screen.getByRole('link', { name: 'Collections' })).toHaveAttribute('data-app-link');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).not.toHaveAttribute('data-app-link');
  });

  it("hands a Link's ref to the app's link component, so the ref reaches the anchor it renders", () => {
    const AppLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function AppLink({ children, ...rest }, ref) {
      return (
        <a ref={ref} data-app-link="" {...rest}>
          {children}
        </a>
      );
    });
    const internal = createRef<HTMLAnchorElement>();
    const external = createRef<HTMLAnchorElement>();
    render(
      <ParchmentProvider linkComponent={AppLink}>
        <Link ref={internal} href="/collections">
          Collections
        </Link>
        <Link ref={external} href="https://example.org/">
          Elsewhere
        </Link>
      </ParchmentProvider>,
    );
    expect(internal.current).toBe(screen.getByRole('link', { name: 'Collections' }));
    expect(internal.current).toHaveAttribute('data-app-link');
    expect(external.current).toBe(screen.getByRole('link', { name: 'Elsewhere' }));
  });

  it('puts the theme in the server-rendered HTML, so no script runs before paint', () => {
    const html = renderToString(
      <ParchmentProvider theme="ink" styleBody>
        <p>Inside</p>
      </ParchmentProvider>,
    );
    expect(html).toMatch(/^<div data-theme="ink" data-pm-style-body="ink" class="[^"]+"><p>Inside<\/p><\/div>$/);
  });
});
