import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteHeader, type SiteHeaderProps } from '../../src/components/SiteHeader';
import { adminMenu, mainNavigation, SITE_NAME } from '../../site/navigation';

/** The header as the site uses it: its name, its navigation, and the Admin menu for administrators. */
function Header({ isAdmin = false, ...props }: Partial<SiteHeaderProps> & { currentPath: string; isAdmin?: boolean }) {
  return <SiteHeader brandName={SITE_NAME} navigation={mainNavigation} menu={isAdmin ? adminMenu : undefined} {...props} />;
}

const mainLinks = ['Home', 'Foundations', 'Civic Life', 'People', 'Landmarks', 'Media', 'About'];

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('SiteHeader', () => {
  it('Product §2, shared layout: the site name "Parchment" links home', () => {
    render(<Header currentPath="/" />);
    expect(screen.getByRole('link', { name: 'Parchment' })).toHaveAttribute('href', '/');
  });

  it('Product §2, shared layout: the header links, in order, inside the "Main" navigation', () => {
    render(<Header currentPath="/" />);
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(mainLinks);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/foundations',
      '/civic-life',
      '/people',
      '/landmarks',
      '/media',
      '/about',
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/foundations', 'Foundations'],
    ['/foundations/constitution', 'Foundations'],
    ['/civic-life/jury-duty', 'Civic Life'],
    ['/people/james-madison', 'People'],
    ['/landmarks/states/alabama', 'Landmarks'],
    ['/media/', 'Media'],
    ['/about/editorial-policy', 'About'],
    ['/about?ref=footer', 'About'],
  ])('aria-current="page" on %s marks only %s (exact for "/", prefix for the rest)', (path, current) => {
    render(<Header currentPath={path} />);
    const marked = within(mainNav()).getAllByRole('link', { current: 'page' });
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it.each(['/search', '/articles/bill-of-rights', '/foundations-extra', '/admin'])('no header link is current on %s', (path) => {
    render(<Header currentPath={path} />);
    expect(within(mainNav()).queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });

  it('Product §2, shared layout: the small-screen Menu button controls the panel holding the links and opens and closes it', async () => {
    render(<Header currentPath="/" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(mainNav());
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the small-screen menu and returns focus to the Menu button', async () => {
    render(<Header currentPath="/" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'People' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    act(() => within(mainNav()).getByRole('link', { name: 'Media' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('Product §2, shared layout: there is no Admin menu unless the user is an admin', () => {
    render(<Header currentPath="/" />);
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Home', hidden: true })).not.toBeInTheDocument();
  });

  it('Product §2, shared layout: the admin menu is a disclosure with Admin Home (/admin) and Articles (/admin/articles)', async () => {
    render(<Header currentPath="/admin" isAdmin />);
    const button = screen.getByRole('button', { name: 'Admin' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Admin Home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const adminNav = screen.getByRole('navigation', { name: 'Admin' });
    expect(adminNav).toContainElement(list);
    const home = within(adminNav).getByRole('link', { name: 'Admin Home' });
    expect(home).toHaveAttribute('href', '/admin');
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(within(adminNav).getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/admin/articles');
  });

  it('Articles is the current admin page under /admin/articles, Admin Home is not', async () => {
    render(<Header currentPath="/admin/articles" isAdmin />);
    await userEvent.click(screen.getByRole('button', { name: 'Admin' }));
    expect(screen.getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Admin Home' })).not.toHaveAttribute('aria-current');
  });

  it('Escape closes the admin menu and returns focus to its button', async () => {
    render(<Header currentPath="/" isAdmin />);
    const button = screen.getByRole('button', { name: 'Admin' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Admin Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('a click outside, or focus moving outside, closes the admin menu', async () => {
    render(
      <>
        <Header currentPath="/" isAdmin />
        <main>
          <button type="button">Elsewhere</button>
        </main>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Admin' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('main'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('one Escape closes the admin menu inside the open small-screen menu, the next closes the menu', async () => {
    render(<Header currentPath="/" isAdmin />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    const admin = screen.getByRole('button', { name: 'Admin' });
    await userEvent.click(menu);
    await userEvent.click(admin);
    await userEvent.keyboard('{Escape}');
    expect(admin).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(admin).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('shows the theme control in its slot', () => {
    render(<Header currentPath="/" themeControl={<button type="button">Theme</button>} />);
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Theme' }));
  });

  it('renders on the server with both menus closed and every link in the HTML', () => {
    const html = renderToString(<Header currentPath="/people" isAdmin />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('aria-expanded="true"');
    for (const href of ['/foundations', '/civic-life', '/people', '/landmarks', '/media', '/about', '/admin', '/admin/articles']) {
      expect(html).toContain(`href="${href}"`);
    }
  });
});

describe('SiteHeader: the search form (product §2, shared layout)', () => {
  it('has no search form unless asked for one', () => {
    render(<Header currentPath="/" />);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('is a labelled GET form to its action, with the term in q, so it works without JavaScript', () => {
    const html = renderToString(<Header currentPath="/" search={{ action: '/search', label: 'Search the site' }} />);
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="q"/);

    render(<Header currentPath="/" search={{ action: '/search', label: 'Search the site' }} />);
    const form = screen.getByRole('search', { name: 'Search the site' });
    expect(screen.getByRole('banner')).toContainElement(form);
    expect(within(form).getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('sends the term in the parameter it is given, and is named "Search" by default', () => {
    render(<Header currentPath="/" search={{ action: '/find', paramName: 'term' }} />);
    const form = screen.getByRole('search', { name: 'Search' });
    expect(form).toHaveAttribute('action', '/find');
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'term');
  });

  it('sits in the small-screen menu panel, with the links, so it is shown with them when scripts are off', () => {
    render(<Header currentPath="/" search={{ action: '/search', label: 'Search the site' }} />);
    const panelId = screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls') ?? '';
    const panel = document.getElementById(panelId);
    expect(panel).toContainElement(screen.getByRole('search', { name: 'Search the site' }));
    expect(panel).toContainElement(mainNav());
  });
});
