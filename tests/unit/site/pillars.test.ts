import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../server/db/archive.ts';
import { ALL_TOPICS, pillarBySlug, PILLARS, topicFromParam } from '../../../site/content/pillars';

describe('pillar filters (product §2)', () => {
  it("has the product's buttons for each pillar", () => {
    const labels = Object.fromEntries(PILLARS.map((pillar) => [pillar.slug, pillar.filters.map((filter) => filter.label)]));
    expect(labels).toEqual({
      foundations: ['All', 'Documents', 'Concepts', 'Amendments'],
      'civic-life': ['All', 'Elections', 'Legislation', 'Rights'],
      people: ['All', 'Founding Era', 'Civil Rights', 'Modern Era'],
      landmarks: ['All', 'Monuments', 'Historic Sites', 'Battlefields'],
      media: ['All', 'Documents', 'Speeches', 'Videos'],
    });
  });

  it("filters by the seed archive's own topics", () => {
    for (const pillar of PILLARS) {
      const seed = CATEGORIES.find((category) => category.slug === pillar.slug);
      expect(pillar.filters.slice(1).map((filter) => filter.value)).toEqual(seed?.topics);
      expect(pillar.name).toBe(seed?.name);
    }
  });

  it('reads ?topic=, and treats a missing or unknown topic as All', () => {
    const foundations = pillarBySlug('foundations');
    expect(topicFromParam(foundations, 'documents')).toBe('documents');
    expect(topicFromParam(foundations, ' Amendments ')).toBe('amendments');
    expect(topicFromParam(foundations, 'speeches')).toBe(ALL_TOPICS);
    expect(topicFromParam(foundations, null)).toBe(ALL_TOPICS);
  });
});

describe('the header and footer pillar links (product §2, shared layout)', () => {
  it('name the same pillars, in the same order, as the pillar pages', async () => {
    const { PILLAR_LINKS } = await import('../../../site/navigation');
    expect(PILLAR_LINKS).toEqual(PILLARS.map((pillar) => ({ slug: pillar.slug, name: pillar.name })));
  });
});
