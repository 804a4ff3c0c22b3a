/**
 * docs/product.md §2, Search, what a search matches: numbers for ordinals
 * and Roman numerals, the synonym list kept as content, and corrections of
 * misspelt words (server/api/search-words.ts). tests/api/search-relevance.test.ts
 * measures what they do to whole answers.
 */
import { describe, expect, it } from 'vitest';
import {
  correctQuery,
  editDistance,
  loadSynonyms,
  MAX_VARIANTS,
  numberForms,
  ordinalNumber,
  ordinalWord,
  queryVariants,
  romanValue,
  Synonyms,
  typoAllowance,
  Vocabulary,
} from '../../server/api/search-words';

const synonyms = new Synonyms([
  ['mlk', 'martin luther king'],
  ['women\'s suffrage', 'nineteenth amendment'],
  ['franklin roosevelt', 'fdr'],
]);

describe('numbers, ordinals and Roman numerals', () => {
  it('spells ordinals as the archive writes them, and numbers them as readers type them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 19, 20, 21, 27, 42, 99].map(ordinalWord)).toEqual([
      'first',
      'second',
      'third',
      'fourth',
      'eleventh',
      'twelfth',
      'thirteenth',
      'nineteenth',
      'twentieth',
      'twenty-first',
      'twenty-seventh',
      'forty-second',
      'ninety-ninth',
    ]);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinalNumber)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st']);
    expect(ordinalWord(0)).toBeNull();
    expect(ordinalWord(100)).toBeNull();
  });

  it('reads Roman numerals of two letters or more, up to 39, and nothing else', () => {
    expect(['ii', 'iv', 'ix', 'xiv', 'xix', 'xxvii', 'xxxix'].map(romanValue)).toEqual([2, 4, 9, 14, 19, 27, 39]);
    // One letter is too often something else; these are not numerals at all.
    expect(['i', 'v', 'x', 'iiii', 'vx', 'xl', 'mix', 'civil'].map(romanValue)).toEqual([null, null, null, null, null, null, null, null]);
  });

  it('gives the other forms of a word: 19th is nineteenth, nineteenth is 19th, xix is both', () => {
    expect(numberForms('19th')).toEqual(['nineteenth']);
    expect(numberForms('1st')).toEqual(['first']);
    expect(numberForms('nineteenth')).toEqual(['19th']);
    expect(numberForms('twenty-seventh')).toEqual(['27th']);
    expect(numberForms('xix')).toEqual(['nineteenth', '19th']);
    // A wrong suffix is no ordinal; a plain word has no other form.
    expect(numberForms('1th')).toEqual([]);
    expect(numberForms('1803')).toEqual([]);
    expect(numberForms('amendment')).toEqual([]);
  });
});

describe('the ways of saying a query', () => {
  it('keeps the query as typed first, then writes its numbers the other ways', () => {
    expect(queryVariants('19th amendment', synonyms)).toEqual(['19th amendment', 'nineteenth amendment']);
    expect(queryVariants('amendment xix', synonyms)).toEqual(['amendment xix', 'amendment nineteenth', 'amendment 19th']);
  });

  it('replaces a synonym by every other entry of its group, a phrase in quotes', () => {
    expect(queryVariants('MLK speeches'.toLowerCase(), synonyms)).toEqual(['mlk speeches', '"martin luther king" speeches']);
    expect(queryVariants("women's suffrage", synonyms)).toEqual(["women's suffrage", '"nineteenth amendment"']);
    // The longest entry that fits the words is the one matched.
    expect(queryVariants('franklin roosevelt', synonyms)).toEqual(['franklin roosevelt', 'fdr']);
  });

  it('takes quoted and negated words as written', () => {
    expect(queryVariants('"19th amendment"', synonyms)).toEqual(['"19th amendment"']);
    expect(queryVariants('amendment -19th', synonyms)).toEqual(['amendment -19th']);
    expect(queryVariants('"mlk"', synonyms)).toEqual(['"mlk"']);
  });

  it(`searches at most ${MAX_VARIANTS} ways, the closest to what was typed first`, () => {
    const variants = queryVariants('1st 2nd 3rd 4th 5th 6th 7th', synonyms);
    expect(variants).toHaveLength(MAX_VARIANTS);
    expect(variants[0]).toBe('1st 2nd 3rd 4th 5th 6th 7th');
    expect(variants[1]).toBe('first 2nd 3rd 4th 5th 6th 7th');
  });

  it('reads the synonym list kept as content: every group has two entries or more', () => {
    const groups = loadSynonyms();
    expect(groups.length).toBeGreaterThanOrEqual(10);
    for (const group of groups) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      for (const entry of group) expect(entry).toBe(entry.toLowerCase().trim());
    }
    const list = new Synonyms(groups);
    expect(queryVariants('mlk', list)).toContain('"martin luther king"');
    expect(queryVariants('scotus', list)).toContain('"supreme court"');
  });
});

describe('misspellings', () => {
  it('allows more letters off in longer words: none up to three, one from four, two from eight', () => {
    expect(['abe', 'abes', 'lincoln', 'lincolns', 'constitution'].map(typoAllowance)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts insertions, deletions, substitutions and swapped letters, and stops past the bound', () => {
    expect(editDistance('lincon', 'lincoln', 2)).toBe(1);
    expect(editDistance('gettysberg', 'gettysburg', 2)).toBe(1);
    expect(editDistance('consitution', 'constitution', 2)).toBe(1);
    expect(editDistance('teh', 'the', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(editDistance('short', 'muchlongerword', 2)).toBe(3);
  });

  it('corrects each word no article has to the nearest that one has, the most frequent among equals', () => {
    const vocabulary = new Vocabulary();
    for (const word of ['first', 'amendment', 'amendment', 'amended', 'constitution', 'lincoln', 'gettysburg', 'the']) vocabulary.add(word);
    const stop = (word: string) => word === 'the' || word === 'of';
    expect(correctQuery('consitution', vocabulary, stop)).toBe('constitution');
    expect(correctQuery('first ammendment', vocabulary, stop)).toBe('first amendment');
    expect(correctQuery('lincon at gettysberg', vocabulary, stop)).toBe('lincoln at gettysburg');
    // Known words, stop words, short words, numbers and quoted words stay; nothing to correct is null.
    expect(correctQuery('the first amendment', vocabulary, stop)).toBeNull();
    expect(correctQuery('abc 1803', vocabulary, stop)).toBeNull();
    expect(correctQuery('"consitution"', vocabulary, stop)).toBeNull();
    expect(correctQuery('zzqxjv', vocabulary, stop)).toBeNull();
  });
});
