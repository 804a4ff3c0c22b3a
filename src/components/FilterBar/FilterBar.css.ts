import { sprinkles } from '../../../tokens/sprinkles.css';

// Resolved at build time: calling sprinkles here rather than in the component
// keeps its class map (about 4 KB gzip) out of the browser bundle.
export const group = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2' });
