/**
 * The frame every Pattern shares, as an app would build it from the library:
 * a skip link first, the site header, one main landmark the skip link leads
 * to, and the site footer. Not a story file (the stories glob takes only
 * *.stories.tsx); the Patterns import it.
 */
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SiteFooter, SiteHeader, SkipLink, type HeaderMenu } from '../../src';
import { exampleFooterGroups, exampleNavigation, exampleSiteName } from '../fixtures/navigation';
import * as styles from './patterns.css';

export interface PageShellProps {
  /** The page's path, which marks its section in the header. */
  currentPath: string;
  /** The header's extra menu (the admin menu on admin pages). */
  menu?: HeaderMenu;
  /** The page's content, inside the main landmark. */
  children: ReactNode;
}

export function PageShell({ currentPath, menu, children }: PageShellProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader brandName={exampleSiteName} navigation={exampleNavigation} currentPath={currentPath} menu={menu} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter siteName={exampleSiteName} year={2025} groups={exampleFooterGroups} />
    </>
  );
}

/**
 * What every page gives a reader before its content: a skip link to the main
 * landmark, a banner, one main and a contentinfo. Returns the main landmark,
 * to look for the page's own content inside it.
 */
export async function expectPageFrame(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const main = await canvas.findByRole('main');
  await expect(main).toHaveAttribute('id', 'main');
  await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  await expect(canvas.getByRole('banner')).toBeInTheDocument();
  await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025 Parchment.');
  return main;
}

/**
 * The header's main navigation as the reader reaches it at either width: at
 * 375 px it is folded behind the Menu button, which this presses first; at
 * 1280 px there is no Menu button and the links are already shown.
 */
export async function openMainNavigation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const menuButton = canvas.queryByRole('button', { name: 'Menu' });
  if (menuButton) {
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  }
  return canvas.findByRole('navigation', { name: 'Main' });
}
