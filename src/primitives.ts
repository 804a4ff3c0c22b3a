/** Primitives: layout (Box, Stack, Inline, Columns) and the smallest parts (Link, Button, Badge, Chip). */
// Each line: export * from './components/<Name>'; the package exports this layer alone as @parchment/ui/primitives.
export * from './components/Box';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Columns';
export * from './components/Link';
export * from './components/Button';
export * from './components/LinkButton';
export * from './components/Badge';
export * from './components/Chip';
export type { Responsive, Breakpoint, LayoutElement } from './utils/responsive';
export type { Space } from '../tokens/scale';
