/**
 * The prefixes of the old readable article addresses, /{prefix}/{slug}
 * (product §2, other link targets). Apart from their redirect rules
 * (addresses.ts) because the route table, in every page's start-up code,
 * needs only this list.
 */
import { CATEGORIES, type CategorySlug } from '../../common/taxonomy';

/** Every category's slug (common/taxonomy.ts): the five pillars and features. */
export const ALIAS_PREFIXES: readonly CategorySlug[] = CATEGORIES.map((category) => category.slug);
export type AliasPrefix = CategorySlug;
