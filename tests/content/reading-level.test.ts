/**
 * How hard each article's body is to read, as the Flesch-Kincaid grade
 * (the school year a reader needs, from words per sentence and syllables
 * per word), printed per article. The archive is written for a reader of
 * about fourteen (server/content/README.md, Style): the target is a median
 * grade of at most 9 and no article above 11. The ceilings below are
 * today's figures, under the target: the test fails when an edit makes the
 * archive harder to read than it is, and a rewrite that lowers them lowers
 * the ceilings with it.
 */
import { describe, expect, it } from 'vitest';
import { loadArchive } from '../../server/db/archive.ts';
import { readingGrade as gradeOf } from '../../server/db/readingLevel.ts';

/** Today's figures, under the target; lower them as articles are rewritten plainer. */
const MEDIAN_CEILING = 8.3;
const HIGHEST_CEILING = 10.2;
/** Where the archive is to be (the product's reader is about fourteen). */
const TARGET = { median: 9, highest: 11 };

const grades = loadArchive()
  .articles.filter((article) => article.status === 'published')
  .map((article) => ({
    slug: article.slug,
    grade: article.classroom.reading_grade,
  }))
  .sort((a, b) => b.grade - a.grade);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

describe('reading level (Flesch-Kincaid grade of each article body)', () => {
  it('reads as a grade for plain and hard sentences alike', () => {
    expect(gradeOf('The cat sat on the mat. The dog ran to the park.')).toBeLessThan(3);
    expect(gradeOf('Constitutional interpretation necessitates considerable jurisprudential sophistication and historical understanding.')).toBeGreaterThan(16);
    // Initials end no sentence: "U.S." in the middle does not split it in two.
    expect(gradeOf('The U.S. Senate met.')).toBeCloseTo(gradeOf('The US Senate met.'), 5);
  });

  it('is each article’s own grade, from its paragraphs only (what "For teachers" shows)', () => {
    const article = loadArchive().articles.find((entry) => entry.slug === 'monroe-doctrine');
    const paragraphs = article?.sections.filter((section) => section.type === 'paragraph').map((section) => section.content) ?? [];
    expect(paragraphs.length).toBeGreaterThan(3);
    expect(article?.classroom.reading_grade).toBeCloseTo(gradeOf(paragraphs.join('\n')), 1);
  });

  it('is no harder than today: the median and the hardest article stay under their ceilings', () => {
    const all = grades.map((entry) => entry.grade);
    const report = [
      `Reading level of ${grades.length} articles: median grade ${median(all).toFixed(1)} (target ${TARGET.median}), hardest ${grades[0].grade.toFixed(1)} (target ${TARGET.highest}); ` +
        `${all.filter((grade) => grade > TARGET.highest).length} above ${TARGET.highest}.`,
      ...grades.map((entry) => `  ${entry.grade.toFixed(1)}  ${entry.slug}`),
    ].join('\n');
    console.log(report);
    expect(median(all), report).toBeLessThanOrEqual(MEDIAN_CEILING);
    expect(grades[0].grade, report).toBeLessThanOrEqual(HIGHEST_CEILING);
  });
});
