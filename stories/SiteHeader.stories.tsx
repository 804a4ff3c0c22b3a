import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { layoutLevel } from '../.storybook/modes';
import { SiteHeader } from '../src/components/SiteHeader';
import { ThemeToggle, type ThemeChoice } from '../src/components/ThemeToggle';
import { sprinkles } from '../tokens/sprinkles.css';
import { exampleAdminMenu, exampleNavigation, exampleSiteName } from './fixtures/navigation';
import { phoneFrame } from './support/phoneFrame';

/** Some page under the header, so there is somewhere outside the menus to click. */
const withPage: Decorator = (Story) => (
  <>
    <Story />
    <main className={sprinkles({ padding: '6' })}>
      <p>The page&apos;s content.</p>
    </main>
  </>
);


function StatefulThemeToggle() {
  const [theme, setTheme] = useState<ThemeChoice>('system');
  return <ThemeToggle theme={theme} onChange={setTheme} />;
}

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  args: { brandName: exampleSiteName, navigation: exampleNavigation, currentPath: '/' },
  parameters: { ...layoutLevel },
  decorators: [withPage],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Small-screen stories: Storybook's 375 px viewport, and the narrow frame for the test-runner. */
const mobile: Pick<Story, 'globals' | 'decorators'> = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [phoneFrame],
};

/** Wide-screen stories (the Admin dropdown beside the links): pinned to 1280 px, so the Viewport toolbar cannot fold them. */
const desktop: Pick<Story, 'globals'> = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/**
 * The main navigation at either width: at 375 px its links are folded behind
 * the Menu button, which this presses first; at 1280 px there is no Menu
 * button and the links are shown.
 */
async function mainNavigation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const menu = canvas.queryByRole('button', { name: 'Menu' });
  if (menu) await userEvent.click(menu);
  return canvas.findByRole('navigation', { name: 'Main' });
}

/** Product §2, shared layout: the seven links in order inside the "Main" navigation; "/" marks Home as the current page (exact match). */
export const Home: Story = {
  tags: ['mobile-play'],
  play: async ({ canvasElement }) => {
    const nav = await mainNavigation(canvasElement);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Foundations',
      'Civic Life',
      'People',
      'Landmarks',
      'Media',
      'About',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByRole('link', { name: 'Parchment' })).toHaveAttribute('href', '/');
  },
};

/** Product §2, shared layout: a page inside a section marks that section (prefix match); Home is not current. */
export const InsideSection: Story = {
  tags: ['mobile-play'],
  args: { currentPath: '/foundations/constitution' },
  play: async ({ canvasElement }) => {
    const nav = await mainNavigation(canvasElement);
    await expect(within(nav).getByRole('link', { name: 'Foundations' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** With the theme control in its slot. */
export const WithThemeToggle: Story = {
  args: { currentPath: '/about', themeControl: <StatefulThemeToggle /> },
};

/** Product §2, shared layout: administrators also get the Admin menu, closed at first. */
export const Admin: Story = {
  ...desktop,
  args: { currentPath: '/admin/articles', menu: exampleAdminMenu, themeControl: <StatefulThemeToggle /> },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Admin' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Product §2, shared layout: the Admin menu open, with Admin Home (/admin) and Articles (/admin/articles); Articles is current. */
export const AdminMenuOpen: Story = {
  ...desktop,
  args: { currentPath: '/admin/articles', menu: exampleAdminMenu, themeControl: <StatefulThemeToggle /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Admin' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const adminNav = canvas.getByRole('navigation', { name: 'Admin' });
    await expect(within(adminNav).getByRole('link', { name: 'Admin Home' })).toHaveAttribute('href', '/admin');
    const articles = within(adminNav).getByRole('link', { name: 'Articles' });
    await expect(articles).toHaveAttribute('href', '/admin/articles');
    await expect(articles).toHaveAttribute('aria-current', 'page');
  },
};

/** The Admin menu closes on Escape and gives focus back to its button. */
export const AdminMenuEscape: Story = {
  ...desktop,
  args: { currentPath: '/admin', menu: exampleAdminMenu },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Admin' });
    await userEvent.click(button);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Admin Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Admin Home' })).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

/** A click outside the Admin menu closes it. */
export const AdminMenuClickOutside: Story = {
  ...desktop,
  args: { currentPath: '/admin', menu: exampleAdminMenu },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Admin' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('main'));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Articles' })).not.toBeInTheDocument();
  },
};

/** On wide screens the links are always shown and there is no Menu button. */
export const WideScreen: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Landmarks' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

/** Product §2, shared layout: the small-screen menu button, closed: only the name and "Menu" show. */
export const MobileMenuClosed: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

/** Product §2, shared layout: the small-screen menu opened by its button (375 px). */
export const MobileMenuOpen: Story = {
  ...mobile,
  args: { currentPath: '/civic-life', menu: exampleAdminMenu, themeControl: <StatefulThemeToggle /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Civic Life' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'About' })).toBeVisible();
  },
};

/** The Menu button closes the menu again. */
export const MobileMenuToggle: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await expect(canvas.getByRole('link', { name: 'Foundations' })).toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Foundations' })).not.toBeInTheDocument();
  },
};

/** Escape closes the small-screen menu and returns focus to the Menu button. */
export const MobileMenuEscape: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

/** Inside the open small-screen menu, one Escape closes only the Admin menu; the next closes the menu. */
export const MobileNestedEscape: Story = {
  ...mobile,
  args: { currentPath: '/admin', menu: exampleAdminMenu },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const admin = canvas.getByRole('button', { name: 'Admin' });
    await userEvent.click(admin);
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await expect(admin).toHaveFocus();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
  },
};

/** An example search form: a GET form to the app's search page. */
const exampleSearch = { action: '/search', label: 'Search the site' };

/**
 * Product §2, shared layout: a search form at the header's end, beside the
 * Admin menu and the theme control (1280 px). It is a plain GET form, so it
 * works before or without JavaScript.
 */
export const WithSearch: Story = {
  ...desktop,
  args: { currentPath: '/about', search: exampleSearch, menu: exampleAdminMenu, themeControl: <StatefulThemeToggle /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('search', { name: 'Search the site' });
    await expect(form).toHaveAttribute('action', '/search');
    await expect(within(form).getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

/** Product §2, shared layout: on small screens the search form is in the Menu panel, under the links, across its whole width (375 px). */
export const MobileMenuOpenWithSearch: Story = {
  ...mobile,
  args: { currentPath: '/about', search: exampleSearch, menu: exampleAdminMenu, themeControl: <StatefulThemeToggle /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('search', { name: 'Search the site' })).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const field = canvas.getByRole('searchbox', { name: 'Search the site' });
    await expect(field).toBeVisible();
    await userEvent.type(field, 'civil war');
    await expect(field).toHaveValue('civil war');
  },
};
