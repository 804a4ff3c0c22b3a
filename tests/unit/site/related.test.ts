import { describe, expect, it } from 'vitest';
import { relatedArticles } from '../../../site/content/related';

const article = { slug: 'rosa-parks', category_slug: 'people', tags: ['rosa parks', 'civil rights', 'montgomery bus boycott', 'alabama'] };

const candidates = [
  { slug: 'apollo-11-broadcast', category_slug: 'media', tags: ['nasa', 'television'] },
  { slug: 'eleanor-roosevelt', category_slug: 'people', tags: ['first ladies', 'human rights'] },
  { slug: 'rosa-parks', category_slug: 'people', tags: ['rosa parks', 'civil rights'] },
  { slug: 'brown-v-board', category_slug: 'features', tags: ['civil rights', 'supreme court'] },
  { slug: 'martin-luther-king-jr', category_slug: 'people', tags: ['Civil Rights', 'montgomery bus boycott'] },
  { slug: 'lincoln-memorial', category_slug: 'landmarks', tags: ['civil rights', 'monuments'] },
];

describe('related articles (spec section 2: 3 cards sharing tags or category)', () => {
  it('ranks by shared tags (any case), then same category, then list order; never the article itself', () => {
    expect(relatedArticles(article, candidates).map((a) => a.slug)).toEqual(['martin-luther-king-jr', 'brown-v-board', 'lincoln-memorial']);
  });

  it('falls back to the same category when few share tags, and adds nothing unrelated', () => {
    const few = candidates.filter((a) => ['apollo-11-broadcast', 'eleanor-roosevelt', 'rosa-parks'].includes(a.slug));
    expect(relatedArticles(article, few).map((a) => a.slug)).toEqual(['eleanor-roosevelt']);
  });

  it('keeps at most three', () => {
    expect(relatedArticles(article, [...candidates, { slug: 'x', category_slug: 'people', tags: [] }])).toHaveLength(3);
  });
});
