/**
 * GET /api/tags (product §7): every tag of a published article with its count,
 * read by the archive's tag filter and the Topics page. Kept out of api.ts,
 * which every article page loads at start, so those pages carry none of it.
 */
export const TAGS_URL = '/api/tags';
