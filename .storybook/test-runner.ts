/**
 * What the test-runner does with every story of the static build:
 *
 * 1. before the story renders, sizes the page to the width its play function
 *    runs at: the viewport the story pins (`globals: { viewport: { value } }`),
 *    otherwise desktop;
 * 2. waits for fonts, so screenshots never catch a fallback face;
 * 3. for each theme, flips `data-theme` on <html> (the story's state after its
 *    play function is kept), runs axe (in parchment with the same tags and
 *    rules as addon-a11y; in ink the colour rules, the only ones a theme can
 *    change: .storybook/a11y.ts), and compares a screenshot with the committed baseline in
 *    tests/visual/__baselines__: at 1280 px, layout-level stories also at
 *    375 px, a story that pins a viewport only at that one. The screenshot is
 *    clipped to what the story drew (its elements' box and anything they
 *    position outside it, plus a margin for focus rings), so a baseline shows
 *    the component, not a mostly empty 1280 px canvas; fullscreen
 *    (layout-level) stories keep the whole page;
 * 4. every theme and viewport is checked even after one fails: the failures
 *    are collected and thrown as one error at the end, so one run shows all
 *    of a story's regressions. A changed screenshot writes a diff image and
 *    the new image to tests/visual/__diff__ (git-ignored) and a line to
 *    $VISUAL_REPORT_DIR/records, from which scripts/lib/visual-report.mjs
 *    writes the HTML report a reviewer opens;
 * 5. a story tagged `mobile-play` is then remounted at 375 px in the same page
 *    and its play function runs again, as when a reviewer picks Mobile in the
 *    Viewport toolbar. The tag is for stories whose behaviour differs at that
 *    width: a menu that folds, a table that turns into cards, a layout the
 *    play function measures. Stories that pin a viewport are played at that
 *    one only. STORYBOOK_MOBILE_PLAY=all replays every story that pins no
 *    viewport, to find a story that needs the tag.
 *
 * addon-a11y's own check (`a11y.test = 'error'`) shows violations in
 * Storybook's panel. In the runner it would fail a story on the parchment
 * theme's violations before postVisit could check ink, so `prepare` opens the
 * preview with addon-a11y in manual mode and postVisit is the one axe pass
 * in each theme (3. above).
 *
 * `npm run test:visual:update` rewrites the baselines; with a story id or
 * glob after `--`, only those stories' (test-runner-jest.config.js skips the
 * others).
 */
import { appendFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright-core';
import { axeColourRules, axeRules, axeTags } from './a11y.ts';
import { viewports, viewportWidths } from './modes.ts';

const require = createRequire(import.meta.url);
const root = process.cwd();
const baselineDir = process.env.VISUAL_BASELINE_DIR ?? path.join(root, 'tests/visual/__baselines__');
const diffDir = process.env.VISUAL_DIFF_DIR ?? path.join(root, 'tests/visual/__diff__');
const recordsDir = path.join(process.env.VISUAL_REPORT_DIR ?? path.join(root, 'tests/visual/__report__'), 'records');
const themes = ['parchment', 'ink'] as const;

type Viewport = keyof typeof viewportWidths;
type Theme = (typeof themes)[number];

const isViewport = (value: unknown): value is Viewport => typeof value === 'string' && value in viewportWidths;

/** See 5. above. */
const mobilePlayTag = 'mobile-play';
const mobilePlayAll = process.env.STORYBOOK_MOBILE_PLAY === 'all';

/** Storybook's own heights for its two viewports, so the runner sees what the toolbar shows. */
const viewportSize = (viewport: Viewport) => ({
  width: viewportWidths[viewport],
  height: Number.parseInt(viewports[viewport].styles.height, 10),
});

interface VisualParameters {
  /** Viewports to shoot; components default to desktop only. */
  viewports?: Viewport[];
  /** Skip screenshots (never used for a visible state; say why where used). */
  disable?: boolean;
}

/**
 * The viewport a story pins with `globals: { viewport: { value } }`;
 * Storybook then locks the toolbar for it. The prepared story the
 * test-runner reads keeps a story's own globals as `storyGlobals`.
 */
function pinnedViewport(story: unknown): Viewport | undefined {
  const viewport = (story as { storyGlobals?: { viewport?: { value?: unknown } | string } }).storyGlobals?.viewport;
  const value = typeof viewport === 'string' ? viewport : viewport?.value;
  return isViewport(value) ? value : undefined;
}

/** The two methods of the preview (Storybook's PreviewWeb) that `prepare` calls. */
interface PreviewApi {
  ready(): Promise<void>;
  onUpdateGlobals(update: { globals: Record<string, unknown> }): Promise<void>;
}

/** The part of Storybook's preview channel that `playAgain` uses. */
interface PreviewChannel {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

/**
 * Remounts the story as Storybook's "Remount component" button does: it
 * renders afresh at the page's current size and runs its play function.
 * Resolves with what failed, from the same events the test-runner reads on a
 * story's first render, or undefined when it all passed.
 */
async function playAgain(page: Page, storyId: string): Promise<string | undefined> {
  return page.evaluate(
    (id) =>
      new Promise<string | undefined>((resolve) => {
        const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: PreviewChannel }).__STORYBOOK_ADDONS_CHANNEL__;
        const errors: string[] = [];
        const message = (error: unknown) => (error as { message?: string } | undefined)?.message ?? String(error);
        const listeners: Record<string, (payload: unknown) => void> = {
          storyErrored: (payload) => errors.push((payload as { description?: string }).description ?? String(payload)),
          storyThrewException: (payload) => errors.push(message(payload)),
          playFunctionThrewException: (payload) => errors.push(message(payload)),
          unhandledErrorsWhilePlaying: (payload) => errors.push(...(payload as unknown[]).map(message)),
          // Sent last, whether the render and play function passed or not.
          storyFinished: (payload) => {
            if ((payload as { storyId?: string }).storyId !== id) return;
            for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
            resolve(errors.length > 0 ? errors.join('\n') : undefined);
          },
        };
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('forceRemount', { storyId: id });
      }),
    storyId,
  );
}

/** One screenshot comparison, as the HTML report (scripts/lib/visual-report.mjs) reads it. */
interface VisualRecord {
  storyId: string;
  title: string;
  name: string;
  theme: Theme;
  viewport: Viewport;
  snapshot: string;
  passed: boolean;
  message?: string;
  baseline?: string;
  received?: string;
  diff?: string;
}

function record(entry: VisualRecord) {
  mkdirSync(recordsDir, { recursive: true });
  // One file per worker process: two workers never interleave within a line.
  appendFileSync(path.join(recordsDir, `${process.pid}.jsonl`), `${JSON.stringify(entry)}\n`);
}

/** Every rule of addon-a11y's configuration in the first theme; the colour rules only in the second (see .storybook/a11y.ts). */
async function axeViolations(page: Page, theme: Theme): Promise<string | undefined> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(
    async ({ tags, rules, colourRules }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const ruleSettings = Object.fromEntries(rules.map((rule) => [rule.id, { enabled: rule.enabled }]));
      const options: import('axe-core').RunOptions = colourRules
        ? { runOnly: { type: 'rule', values: colourRules } }
        : { runOnly: { type: 'tag', values: tags }, rules: ruleSettings };
      const result = await axe.run(document.body, options);
      return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { tags: axeTags, rules: axeRules, colourRules: theme === themes[0] ? null : axeColourRules },
  );
  if (violations.length === 0) return undefined;
  return `axe found ${violations.length} violation(s) in the ${theme} theme:\n${violations.join('\n')}`;
}

/**
 * The page area the story drew on: the union of everything inside
 * #storybook-root that paints (text, images and controls, boxes with a
 * border, shadow or a background other than the page's), each cut to the
 * scroll or overflow boxes around it, plus 8 px for focus rings, kept inside
 * the page. Wrappers that paint nothing of their own (ParchmentProvider's
 * element, a story's layout div) do not widen it, so a button's baseline is
 * the button, and menus or popovers positioned outside their parent are
 * still in it. Undefined when nothing rendered, so the caller shoots the
 * whole page rather than an empty box.
 */
async function contentClip(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('storybook-root');
    if (!root) return undefined;
    const pageBackground = getComputedStyle(document.body).backgroundColor;
    const isTransparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
    const replaced = new Set(['img', 'svg', 'video', 'canvas', 'iframe', 'input', 'textarea', 'select', 'button', 'hr', 'progress', 'meter']);
    const paints = (element: Element, style: CSSStyleDeclaration) =>
      replaced.has(element.localName) ||
      style.backgroundImage !== 'none' ||
      style.boxShadow !== 'none' ||
      (!isTransparent(style.backgroundColor) && style.backgroundColor !== pageBackground) ||
      (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (side) =>
          Number.parseFloat(style[`border${side}Width`]) > 0 &&
          style[`border${side}Style`] !== 'none' &&
          !isTransparent(style[`border${side}Color`]),
      );
    /** `box` cut to every ancestor of `from` up to the root that clips its overflow; undefined when nothing is left. */
    const visiblePart = (from: Node, box: DOMRect) => {
      let { left, top, right, bottom } = box;
      for (let ancestor = from.parentElement; ancestor && ancestor !== root; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        const clip = ancestor.getBoundingClientRect();
        if (style.overflowX !== 'visible') [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
      }
      return right > left && bottom > top ? { left, top, right, bottom } : undefined;
    };
    const boxes: { left: number; top: number; right: number; bottom: number }[] = [];
    const add = (from: Node, box: DOMRect) => {
      if (box.width <= 0 || box.height <= 0) return;
      const part = visiblePart(from, box);
      if (part) boxes.push(part);
    };
    for (const element of root.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      // Hidden, or clipped away like visuallyHidden: nothing to see.
      if (style.visibility !== 'visible' || style.clip !== 'auto') continue;
      if (paints(element, style)) add(element, element.getBoundingClientRect());
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || getComputedStyle(parent).visibility !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // From the text node, so its own element's overflow clips it too.
      add(node, range.getBoundingClientRect());
    }
    if (boxes.length === 0) return undefined;
    const margin = 8;
    const pageWidth = document.documentElement.scrollWidth;
    const pageHeight = document.documentElement.scrollHeight;
    const left = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.left)) + window.scrollX - margin));
    const top = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.top)) + window.scrollY - margin));
    const right = Math.min(pageWidth, Math.ceil(Math.max(...boxes.map((b) => b.right)) + window.scrollX + margin));
    const bottom = Math.min(pageHeight, Math.ceil(Math.max(...boxes.map((b) => b.bottom)) + window.scrollY + margin));
    if (right <= left || bottom <= top) return undefined;
    return { x: left, y: top, width: right - left, height: bottom - top };
  });
}

async function screenshot(page: Page, fullscreen: boolean) {
  // A resize re-runs container and media queries; let that layout land first.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const clip = fullscreen ? undefined : await contentClip(page);
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', ...(clip ? { clip } : {}) });
}

/** Compares with the baseline; returns the failure message, or undefined when it matches (or was written by -u). */
function compare(image: Buffer, snapshot: string): string | undefined {
  try {
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: baselineDir,
      customDiffDir: diffDir,
      customSnapshotIdentifier: snapshot,
      // The report shows baseline, new image and diff side by side, so the diff file is the diff alone.
      onlyDiff: true,
      // A child process per comparison costs more than the comparison.
      runInProcess: true,
      // Antialiasing differs by a pixel here and there; a real change is far more.
      failureThreshold: 0.0005,
      failureThresholdType: 'percent',
      comparisonMethod: 'pixelmatch',
      customDiffConfig: { threshold: 0.1 },
    });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  // The test-runner's own prepare, then the global that puts addon-a11y in manual mode (see above).
  async prepare({ page, browserContext, testRunnerConfig }) {
    const url = new URL('iframe.html', process.env.TARGET_URL).toString();
    if (testRunnerConfig?.getHttpHeaders) await browserContext.setExtraHTTPHeaders(await testRunnerConfig.getHttpHeaders(url));
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(async () => {
      const preview = (globalThis as unknown as { __STORYBOOK_PREVIEW__: PreviewApi }).__STORYBOOK_PREVIEW__;
      await preview.ready();
      await preview.onUpdateGlobals({ globals: { a11y: { manual: true } } });
    });
  },
  async preVisit(page, context) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const story = await getStoryContext(page, context);
    await page.setViewportSize(viewportSize(pinnedViewport(story) ?? 'desktop'));
  },
  async postVisit(page, context) {
    // The story failed to render or its play function failed: that error is the one to read, and the runner rethrows it.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    const story = await getStoryContext(page, context);
    const visual = (story.parameters?.visual ?? {}) as VisualParameters;
    const a11y = story.parameters?.a11y as { disable?: boolean; test?: string } | undefined;
    const fullscreen = story.parameters?.layout === 'fullscreen';
    const pinned = pinnedViewport(story);
    const shotViewports: Viewport[] = pinned ? [pinned] : (visual.viewports ?? ['desktop']);
    await waitForPageReady(page);
    // Load every declared face up front: fonts.ready alone resolves before a
    // face that no visible text has asked for yet has even started loading.
    await page.evaluate(async () => {
      await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
      await document.fonts.ready;
    });

    const failures: string[] = [];
    for (const theme of themes) {
      await page.evaluate((name) => {
        document.documentElement.dataset.theme = name;
      }, theme);
      if (a11y?.disable !== true && a11y?.test !== 'off') {
        const violations = await axeViolations(page, theme);
        if (violations) failures.push(violations);
      }
      if (visual.disable) continue;
      for (const viewport of shotViewports) {
        await page.setViewportSize(viewportSize(viewport));
        const image = await screenshot(page, fullscreen);
        const snapshot = `${context.id}--${theme}-${viewport}`;
        const baseline = path.join(baselineDir, `${snapshot}.png`);
        const diff = path.join(diffDir, `${snapshot}-diff.png`);
        const received = path.join(diffDir, `${snapshot}-received.png`);
        // Files from an earlier run must not pass for this run's.
        rmSync(diff, { force: true });
        rmSync(received, { force: true });
        const message = compare(image, snapshot);
        const entry: VisualRecord = { storyId: context.id, title: story.title, name: story.name, theme, viewport, snapshot, passed: !message };
        if (message) {
          mkdirSync(diffDir, { recursive: true });
          writeFileSync(received, image);
          failures.push(`screenshot ${snapshot} (${theme}, ${viewport}): ${message}`);
          Object.assign(entry, {
            message,
            received,
            ...(existsSync(baseline) ? { baseline } : {}),
            ...(existsSync(diff) ? { diff } : {}),
          });
        }
        record(entry);
      }
    }
    if (!pinned && (mobilePlayAll || story.tags.includes(mobilePlayTag))) {
      await page.setViewportSize(viewportSize('mobile'));
      const failure = await playAgain(page, context.id);
      if (failure) failures.push(`at 375 px, played again after a remount: ${failure}`);
    }
    if (failures.length > 0) {
      throw new Error(`${failures.length} check(s) failed for "${story.title} › ${story.name}":\n\n${failures.join('\n\n')}`);
    }
  },
};

export default config;
