import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { HERO_HEIGHT, HERO_WIDTH, loadArchive } from '../../../server/db/archive';
import { heroImage } from '../../../site/content/heroImages';
import { ArticleCard } from '../../../src/components/ArticleCard';
import { renderToStaticMarkup } from 'react-dom/server';
import { EXPLAINER_SAMPLE_CARD, FEATURE_CARDS, MORE_FEATURES, NEXT_IN_FEATURES } from '../../../site/content/features';

const archive = loadArchive();

describe('static cards show the seed illustration (product §2, Features)', () => {
  it("every seed article's hero is {slug}.svg at the size the cards reserve, so a slug names its illustration", () => {
    // The cards give no size of their own: ArticleCard's default must be the heroes' size, so the box is reserved right.
    const html = renderToStaticMarkup(createElement(ArticleCard, { kicker: 'K', title: 'T', href: '/x', dek: 'D', ...heroImage('census') }));
    expect(html).toContain(`width="${HERO_WIDTH}" height="${HERO_HEIGHT}"`);
    for (const article of archive.articles) expect(article.hero.file).toBe(`${article.slug}.svg`);
  });

  it('every feature card has its article’s real hero; the explainer sample wears the Bill of Rights illustration', () => {
    const files = new Set(archive.heroes.map((hero) => hero.file));
    for (const card of [...FEATURE_CARDS, ...MORE_FEATURES, ...NEXT_IN_FEATURES]) {
      const file = card.imageSrc?.replace('/storage/v1/object/public/heroes/', '');
      expect(files.has(file ?? ''), `${card.title}: ${card.imageSrc}`).toBe(true);
    }
    expect(EXPLAINER_SAMPLE_CARD).toMatchObject(heroImage('bill-of-rights'));
    expect(MORE_FEATURES.map((card) => card.imageSrc)).toEqual(['monroe-doctrine', 'homestead-act', 'brown-v-board'].map((slug) => heroImage(slug).imageSrc));
  });
});
