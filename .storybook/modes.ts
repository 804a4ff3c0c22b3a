/**
 * The theme x viewport combinations that every story is shot in. The
 * test-runner (test-runner.ts) and Chromatic (`parameters.chromatic.modes`)
 * read the same table, so local baselines and Chromatic agree.
 */
export const viewports = {
  mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export const viewportWidths = { mobile: 375, desktop: 1280 } as const;

export const componentModes = {
  'parchment desktop': { theme: 'parchment', viewport: 'desktop' },
  'ink desktop': { theme: 'ink', viewport: 'desktop' },
} as const;

export const layoutModes = {
  ...componentModes,
  'parchment mobile': { theme: 'parchment', viewport: 'mobile' },
  'ink mobile': { theme: 'ink', viewport: 'mobile' },
} as const;

/**
 * Spread into a story's or a meta's `parameters` for layout-level stories
 * (pages, header, grids): they are also shot at 375 px.
 */
export const layoutLevel = {
  layout: 'fullscreen',
  visual: { viewports: ['desktop', 'mobile'] },
  chromatic: { modes: layoutModes },
} as const;
