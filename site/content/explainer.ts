/**
 * The static text of the explainer sample (/features/explainer-sample, product
 * §2): a Bill of Rights explainer. Dates and summaries follow the
 * National Archives transcription and the seed article
 * server/content/articles/bill-of-rights.md. It is a piece of its own, the
 * amendment-by-amendment quick reference, with a title, dek and address of
 * its own; it links to that article for the full history rather than
 * repeating it under a second address.
 */
import type { ArticleSource } from '../../src';
import explainer from './explainer.json';

export const EXPLAINER_SLUG = 'bill-of-rights';

/** The page's text, kept as content (explainer.json) that editors change like an article. */
export const EXPLAINER = explainer as Omit<typeof explainer, 'sources'> & { sources: ArticleSource[] };

/** Words of the page's own text, for a read time when the article's is not at hand (230 words a minute, as the archive counts). */
export function explainerReadTime(): number {
  const text = [
    EXPLAINER.dek,
    ...EXPLAINER.sections.flatMap((section) => [section.heading ?? '', ...section.paragraphs]),
    EXPLAINER.quote.text,
    ...EXPLAINER.amendments.map((amendment) => `${amendment.name} ${amendment.summary}`),
  ].join(' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / 230));
}
