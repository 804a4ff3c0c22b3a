import { describe, expect, it } from 'vitest';
import { cleanArticleQuery, normalizeListParams } from '../../../site/data/articleQuery';

const clean = (params: Record<string, unknown>) => Object.fromEntries(cleanArticleQuery(params));

describe('cleanArticleQuery (product §5, article list query cleaning)', () => {
  it('drops null or empty values', () => {
    expect(clean({ category: null, tag: '', q: undefined, page: '' })).toEqual({});
  });

  it('trims text and turns numbers into text', () => {
    expect(clean({ tag: '  civil rights ', page: 2, per_page: 12 })).toEqual({ tag: 'civil rights', page: '2', per_page: '12' });
  });

  it('lets only category, page, per_page, tag, topic and q pass', () => {
    expect(clean({ category: 'people', sort: 'asc', status: 'draft', __proto__x: 1 })).toEqual({ category: 'people' });
    expect(clean({ category: 'people', topic: ' civil-rights ', kind: 'x' })).toEqual({ category: 'people', topic: 'civil-rights' });
  });

  it('page must be a finite number >= 1, else 1', () => {
    expect(clean({ page: 0 }).page).toBe('1');
    expect(clean({ page: -3 }).page).toBe('1');
    expect(clean({ page: 'abc' }).page).toBe('1');
    expect(clean({ page: Infinity }).page).toBe('1');
    expect(clean({ page: Number.NaN }).page).toBe('1');
    expect(clean({ page: '3' }).page).toBe('3');
  });

  it('per_page is clamped to 1..50 and is 20 when not numeric', () => {
    expect(clean({ per_page: 0 }).per_page).toBe('1');
    expect(clean({ per_page: 500 }).per_page).toBe('50');
    expect(clean({ per_page: 'many' }).per_page).toBe('20');
    expect(clean({ per_page: 12 }).per_page).toBe('12');
  });

  it('drops q when it is blank after trimming', () => {
    expect(clean({ q: '   ' })).toEqual({});
    expect(clean({ q: ' monroe ' })).toEqual({ q: 'monroe' });
  });

  it('omits category "all" (admin and foundations lists)', () => {
    expect(clean({ category: 'all' })).toEqual({});
    expect(clean({ category: ' All ' })).toEqual({});
  });
});

describe('normalizeListParams (product §5, the second list helper)', () => {
  it('trims category, tag and q and drops them when blank', () => {
    expect(normalizeListParams({ category: ' foundations ', tag: ' ', q: ' bill ' })).toEqual({
      category: 'foundations',
      q: 'bill',
      page: 1,
      per_page: 20,
    });
  });

  it('sets page to 1 when below 1 or not a number', () => {
    expect(normalizeListParams({ page: 0 }).page).toBe(1);
    expect(normalizeListParams({ page: 'x' }).page).toBe(1);
    expect(normalizeListParams({ page: 4 }).page).toBe(4);
  });

  it('clamps per_page to 1..50 with a default of 20', () => {
    expect(normalizeListParams({ per_page: 99 }).per_page).toBe(50);
    expect(normalizeListParams({ per_page: -1 }).per_page).toBe(1);
    expect(normalizeListParams({}).per_page).toBe(20);
  });
});
