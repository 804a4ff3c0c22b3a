/**
 * What the test-runner does with every story of the static build:
 *
 * 1. waits for fonts, so screenshots never catch a fallback face;
 * 2. for each theme, flips `data-theme` on <html> (the story's state after its
 *    play function is kept), runs axe with the same tags and rules as
 *    addon-a11y, and compares a screenshot
 *    at 1280 px (layout-level stories also at 375 px) with the committed
 *    baseline in tests/visual/__baselines__. A changed region fails the story
 *    and writes a diff image to tests/visual/__diff__ (git-ignored).
 *
 * addon-a11y's own check (`a11y.test = 'error'`) shows violations in
 * Storybook's panel, but with test-runner 0.24 and Storybook 10.6 its report
 * did not fail a run here (scripts/gate-selftest.mjs caught that), so the
 * runner checks both themes itself.
 *
 * `npm run test:visual:update` rewrites the baselines.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright-core';
import { axeRules, axeTags } from './a11y.ts';
import { viewportWidths } from './modes.ts';

const require = createRequire(import.meta.url);
const root = process.cwd();
const baselineDir = process.env.VISUAL_BASELINE_DIR ?? path.join(root, 'tests/visual/__baselines__');
const diffDir = process.env.VISUAL_DIFF_DIR ?? path.join(root, 'tests/visual/__diff__');
const themes = ['parchment', 'ink'] as const;

type Viewport = keyof typeof viewportWidths;

interface VisualParameters {
  /** Viewports to shoot; components default to desktop only. */
  viewports?: Viewport[];
  /** Skip screenshots (never used for a visible state; say why where used). */
  disable?: boolean;
}

async function expectNoAxeViolations(page: Page, theme: string) {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(
    async ({ tags, rules }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const ruleSettings = Object.fromEntries(rules.map((rule) => [rule.id, { enabled: rule.enabled }]));
      const result = await axe.run(document.body, { runOnly: { type: 'tag', values: tags }, rules: ruleSettings });
      return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { tags: axeTags, rules: axeRules },
  );
  if (violations.length > 0) {
    throw new Error(`axe found ${violations.length} violation(s) in the ${theme} theme:\n${violations.join('\n')}`);
  }
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: viewportWidths.desktop, height: 800 });
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const visual = (story.parameters?.visual ?? {}) as VisualParameters;
    const a11y = story.parameters?.a11y as { disable?: boolean; test?: string } | undefined;
    await waitForPageReady(page);
    // Load every declared face up front: fonts.ready alone resolves before a
    // face that no visible text has asked for yet has even started loading.
    await page.evaluate(async () => {
      await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
      await document.fonts.ready;
    });

    for (const theme of themes) {
      await page.evaluate((name) => {
        document.documentElement.dataset.theme = name;
      }, theme);
      if (a11y?.disable !== true && a11y?.test !== 'off') {
        await expectNoAxeViolations(page, theme);
      }
      if (visual.disable) continue;
      for (const viewport of visual.viewports ?? ['desktop']) {
        await page.setViewportSize({ width: viewportWidths[viewport], height: 800 });
        const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        expect(image).toMatchImageSnapshot({
          customSnapshotsDir: baselineDir,
          customDiffDir: diffDir,
          customSnapshotIdentifier: `${context.id}--${theme}-${viewport}`,
          // Antialiasing differs by a pixel here and there; a real change is far more.
          failureThreshold: 0.0005,
          failureThresholdType: 'percent',
          comparisonMethod: 'pixelmatch',
          customDiffConfig: { threshold: 0.1 },
        });
      }
    }
    await page.setViewportSize({ width: viewportWidths.desktop, height: 800 });
  },
};

export default config;
