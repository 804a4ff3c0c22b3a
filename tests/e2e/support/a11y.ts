/**
 * Accessibility support for the end-to-end tests: axe (WCAG 2.0, 2.1 and 2.2,
 * A and AA, every rule on, including the page-level ones such as `region`) on
 * a whole page, once it has hydrated and its fonts are in.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  helpUrl: string;
  targets: string[];
  summaries: string[];
}

/**
 * Waits until the page has loaded, has hydrated and has its web fonts: the
 * page axe should see. Not Playwright's `networkidle`, which waits for half a
 * second without a request after the last one: hydration (site/islands/entry.tsx)
 * is the signal that the page is ready, and the half second was a third of
 * each route's visit (decision 0026). The CSP checks, which must see every
 * request a page makes, still wait for the network to fall quiet.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // The islands' entry marks <html data-hydrated> once the islands that start at load have committed.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * axe limited to the WCAG 2.0/2.1/2.2 A and AA rules, plus `region` (all
 * content inside landmarks): axe tags that one only "best-practice", so the
 * tags alone would leave it out. Nothing is disabled. options() replaces the
 * builder's options, so it must come before withTags().
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ rules: { region: { enabled: true } } }).withTags(WCAG_TAGS);
}

/** Runs axe on the whole page; returns its violations in a form that prints well. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  return violationsOf(await axeBuilder(page).analyze());
}

function violationsOf(results: Awaited<ReturnType<AxeBuilder['analyze']>>): Violation[] {
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.map((node) => node.target.map(String).join(' >> ')),
    summaries: violation.nodes.map((node) => node.failureSummary ?? ''),
  }));
}

/**
 * The rules whose outcome depends on colour alone: text contrast, and links in
 * text told apart by colour. A second theme of the same page needs only these.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Runs the colour rules only, on the whole page. */
export async function axeColourViolations(page: Page): Promise<Violation[]> {
  return violationsOf(await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze());
}

/** One line per violation: its id, what it asks, and every element it names. */
export function describeViolations(where: string, violations: Violation[]): string {
  if (violations.length === 0) return `${where}: no violations`;
  const lines = violations.map((violation) => {
    const details = violation.targets.map((target, index) => {
      const summary = violation.summaries[index]?.replace(/\s+/g, ' ').trim();
      return `      ${target}${summary ? `  (${summary})` : ''}`;
    });
    return [`  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...details].join('\n');
  });
  return `${where}: ${violations.length} axe violation(s)\n${lines.join('\n')}`;
}
