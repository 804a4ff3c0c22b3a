/**
 * The prefixes of the old readable article addresses, /{prefix}/{slug}
 * (product §2, other link targets). Apart from their redirect rules
 * (addresses.ts) because the route table, in every page's start-up code,
 * needs only this list.
 */
export const ALIAS_PREFIXES = ['foundations', 'civic-life', 'people', 'landmarks', 'media', 'features'] as const;
export type AliasPrefix = (typeof ALIAS_PREFIXES)[number];
