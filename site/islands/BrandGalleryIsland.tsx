/**
 * The brand preview's component gallery as an island hydrated when the
 * reader scrolls near it (`whenVisible` in site/islands/registry.ts): it is
 * the largest part of that page's code, so its chunk is neither preloaded
 * nor fetched until then; the server renders it in full.
 */
import { BrandGallery } from '../pages/brand/BrandGallery';
import { defineIsland } from './Island';

export const BrandGalleryIsland = defineIsland('gallery', BrandGallery);
