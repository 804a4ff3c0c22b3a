/** Foundations: the theme provider and the brand's colours and type, shown and checked. */
// Each line: export * from './components/<Name>'; the package exports this layer alone as @parchment/ui/foundations.
export * from './components/ParchmentProvider';
export * from './components/ColorSwatch';
export * from './components/ContrastBadge';
export * from './components/TypeSpecimen';
