/**
 * The one axe configuration, shared by addon-a11y (in Storybook) and by the
 * test-runner's pass in each theme.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export const axeRules = [
  // A story renders one component, not a page, so "all content is inside a
  // landmark" cannot apply; pages are checked with it on by the site's tests.
  { id: 'region', enabled: false },
];

/**
 * The rules whose outcome depends on colour: all the test-runner runs in the
 * second theme. The runner switches themes by flipping `data-theme` after the
 * story has rendered, which changes custom properties only (no element,
 * attribute, text or layout), so every other rule would see the same story
 * twice. The site's end-to-end checks split their themes the same way.
 */
export const axeColourRules = ['color-contrast', 'link-in-text-block'];
