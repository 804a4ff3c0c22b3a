/** The article's text, after its header, byline, illustration and contents: where its first screen ends (PageHead.firstScreenEnd). */
export const ARTICLE_TEXT_ID = 'article-text';

/**
 * The ids of an article's parts after the body, which its table of contents
 * links to. Prefixed, so that they never clash with the ids RichBody gives
 * the body's own headings (a body may have a heading called "Sources").
 */
export const BACK_MATTER_IDS = {
  excerpt: 'article-document',
  timeline: 'article-timeline',
  classroom: 'article-classroom',
  cite: 'article-cite',
  sources: 'article-sources',
} as const;
