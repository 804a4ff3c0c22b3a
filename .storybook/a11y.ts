/**
 * The one axe configuration, shared by addon-a11y (in Storybook and in the
 * test-runner's first pass) and by the test-runner's ink-theme pass.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export const axeRules = [
  // A story renders one component, not a page, so "all content is inside a
  // landmark" cannot apply; pages are checked with it on by the site's tests.
  { id: 'region', enabled: false },
];
