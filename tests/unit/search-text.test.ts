/**
 * The in-process search reads text and queries as Postgres' `english`
 * configuration does (server/api/search-text.ts); tests/api/search-index.test.ts
 * compares whole answers with the database. These pin the parts a reader
 * meets first: how words are cut and what the query syntax means.
 */
import { describe, expect, it } from 'vitest';
import { parsePrefix, parseWebsearch, tokenize, type Lexicon, type QueryNode } from '../../server/api/search-text';

/** A stemmer that drops a final "s" and knows a few stop words: enough to read the structure of a query. */
const lexicon: Lexicon = { get: (word) => (['the', 'of', 'a', 'or'].includes(word) ? null : word.replace(/s$/, '')) };

/** The query as text: & for and, | for or, ! for not, <n> for a phrase step, :* for a prefix. */
function show(q: ReturnType<typeof parseWebsearch>): string {
  const walk = (node: QueryNode): string => {
    const lexeme = (operand: number) => `${q.operands[operand].lexeme}${q.operands[operand].prefix ? ':*' : ''}`;
    switch (node.kind) {
      case 'term':
        return lexeme(node.operand);
      case 'not':
        return `!${walk(node.child)}`;
      case 'phrase':
        return node.parts.map((part, i) => (i === 0 ? lexeme(part.operand) : `<${part.offset - node.parts[i - 1].offset}> ${lexeme(part.operand)}`)).join(' ');
      case 'and':
        return `(${node.children.map(walk).join(' & ')})`;
      case 'or':
        return `(${node.children.map(walk).join(' | ')})`;
    }
  };
  return q.root ? walk(q.root) : '';
}

describe('tokenize: words and positions as to_tsvector counts them', () => {
  it('counts stop words, keeps dotted abbreviations whole, and gives a hyphenated compound its parts after it', () => {
    const words = tokenize("The U.S. Constitution's African-American 13-day covid-19").filter((token) => token.kind !== 'space');
    expect(words.map((token) => `${token.lower}:${token.pos}`)).toEqual([
      'the:1',
      'u.s:2',
      'constitution:3',
      's:4',
      'african-american:5',
      'african:6',
      'american:7',
      '13:8',
      'day:9',
      'covid:10',
      '-19:11',
    ]);
  });

  it('loses no character: the tokens, compounds aside, are the text', () => {
    const text = 'In 1823, President James Monroe warned Europe—"no new colonies" (in the Americas).';
    expect(
      tokenize(text)
        .filter((token) => token.kind !== 'compound')
        .map((token) => token.text)
        .join(''),
    ).toBe(text);
  });
});

describe('parseWebsearch: the web search syntax of websearch_to_tsquery', () => {
  it('ANDs words, drops stop words, and lets "or" join groups of them', () => {
    expect(show(parseWebsearch('the rights of states', lexicon))).toBe('(right & state)');
    expect(show(parseWebsearch('monroe doctrine or holy alliance', lexicon))).toBe('((monroe & doctrine) | (holy & alliance))');
  });

  it('negates a word or quote after "-", and reads a quote as a phrase that keeps the place of its stop words', () => {
    expect(show(parseWebsearch('roosevelt -corollary', lexicon))).toBe('(roosevelt & !corollary)');
    expect(show(parseWebsearch('"bill of rights"', lexicon))).toBe('bill <2> right');
    expect(show(parseWebsearch('-"bill of rights" senate', lexicon))).toBe('(!bill <2> right & senate)');
  });

  it('finds nothing in a query of stop words, and never fails on stray syntax', () => {
    expect(parseWebsearch('the of a', lexicon).root).toBeNull();
    for (const odd of ['"', '-', 'or', '""', '- -', 'or or', '"unclosed quote', '(((', 'a) -(b']) expect(() => parseWebsearch(odd, lexicon)).not.toThrow();
    expect(show(parseWebsearch('or vote or', lexicon))).toBe('vote');
  });
});

describe('parsePrefix: the retry when whole words match nothing', () => {
  it('each of the first eight words, stemmed, as a prefix that must all match', () => {
    expect(show(parsePrefix('constit amendments', lexicon))).toBe('(constit:* & amendment:*)');
    expect(parsePrefix('a b c d e f g h i j', lexicon).operands).toHaveLength(7);
  });
});
