/** Product §9: business constants the site relies on. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MIN = 1;
export const PER_PAGE_MAX = 50;
export const HOME_PER_PAGE = 20;
export const FOUNDATIONS_PER_PAGE = 12;
/** The All articles page (/articles) shows 20 a page. */
export const ARCHIVE_PER_PAGE = 20;
export const ADMIN_PAGE_SIZE = 20;
export const HOME_SECONDARY_COUNT = 2;
export const CARD_MAX_TAGS = 2;
export const STRUCTURED_DATA_MAX_TAGS = 5;
export const STRUCTURED_DATA_MAX_SOURCES = 5;
