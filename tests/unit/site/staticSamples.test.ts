import { describe, expect, it } from 'vitest';
import { loadArchive } from '../../../server/db/archive.ts';
import { ARCHIVE_ITEMS, FEATURE_CARDS, MORE_FEATURES, NEXT_IN_FEATURES } from '../../../site/content/features';
import { PILLARS } from '../../../site/content/pillars';
import { STATIC_SAMPLES, sampleCards } from '../../../site/content/staticSamples';

const archive = loadArchive();
const bySlug = new Map(archive.articles.map((article) => [article.slug, article]));

describe('static samples (product §4: empty standard rails fall back to static samples)', () => {
  it('has six cards for each of the five pillars', () => {
    for (const pillar of PILLARS) expect(STATIC_SAMPLES[pillar.slug]).toHaveLength(6);
  });

  it("every sample is a published seed article of its pillar, with the article's real title, dek and tags", () => {
    for (const pillar of PILLARS) {
      for (const sample of STATIC_SAMPLES[pillar.slug]) {
        const seed = bySlug.get(sample.slug);
        expect(seed, sample.slug).toBeDefined();
        expect(seed?.status).toBe('published');
        expect(seed?.category).toBe(pillar.slug);
        expect(sample).toMatchObject({ category_slug: pillar.slug, kicker: seed?.kicker, title: seed?.title, dek: seed?.dek });
        for (const tag of sample.tags) expect(seed?.tags).toContain(tag);
      }
    }
  });

  it('links each sample card to the article at /articles/{slug} (product §2)', () => {
    expect(sampleCards('civic-life').map((card) => card.href)).toEqual([
      '/articles/bill-to-law',
      '/articles/voting-rights',
      '/articles/census',
      '/articles/political-parties',
      '/articles/jury-duty',
      '/articles/civic-participation',
    ]);
  });

  it('feature cards and archive items point at real feature articles or the explainer sample', () => {
    for (const card of [...FEATURE_CARDS, ...MORE_FEATURES, ...ARCHIVE_ITEMS, ...NEXT_IN_FEATURES]) {
      if (card.href === '/features/explainer-sample') continue;
      const slug = card.href.replace('/articles/', '');
      const seed = bySlug.get(slug);
      expect(seed?.category, card.href).toBe('features');
      expect(card.title).toBe(seed?.title);
      expect(card.dek).toBe(seed?.dek);
    }
    expect(ARCHIVE_ITEMS.map((card) => card.href)).toEqual(['/articles/monroe-doctrine', '/articles/homestead-act', '/articles/brown-v-board']);
    expect(FEATURE_CARDS.map((card) => card.href)).toEqual([
      '/features/explainer-sample',
      '/articles/electoral-college-analysis',
      '/articles/civil-rights-timeline',
    ]);
  });
});
