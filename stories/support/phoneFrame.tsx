import type { Decorator } from '@storybook/react-vite';
import { viewportWidths } from '../../.storybook/modes';

/**
 * A frame as wide as a phone. Components that lay themselves out by their
 * own width (a container query: the header, the tables' cards) show their
 * phone layout in it even where the window is wide, as on a Docs page, which
 * renders every story at the page's width whatever viewport the story pins.
 */
export const phoneFrame: Decorator = (Story) => (
  <div style={{ maxWidth: viewportWidths.mobile }}>
    <Story />
  </div>
);
