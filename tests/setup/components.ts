import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview';

// Stories double as fixtures (composeStories): give them the same decorators and globals as Storybook.
setProjectAnnotations(preview);

afterEach(() => cleanup());

// findBy* and waitFor give up after 1 s by default. The suite runs beside the
// API tests on two cores, where a page's chunk and its first render can take
// longer than that; what a test waits for is unchanged, only the patience.
configure({ asyncUtilTimeout: 5000 });
