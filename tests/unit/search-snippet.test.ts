/**
 * Product §2, Search: a snippet begins and ends at whole words, with "…"
 * where a sentence was cut. shapeSnippet tidies ts_headline's fragments
 * against the text they came from (server/api/snippet.ts).
 */
import { describe, expect, it } from 'vitest';
import { FRAGMENT_DELIMITER, shapeSnippet } from '../../server/api/snippet';

const source =
  'Sandra Day O’Connor grew up on a cattle ranch in Arizona. After law school, no law firm would hire a woman as a lawyer. ' +
  'One firm offered her a job as a legal secretary. She instead took a position as a deputy county attorney in San Mateo County, California, ' +
  'working without pay at first, sharing an office with a secretary, and keeping the job for years while she learned the work of a public lawyer in a busy county office.';

const join = (...fragments: string[]) => fragments.join(FRAGMENT_DELIMITER);

describe('shapeSnippet', () => {
  it('moves a start that falls inside a sentence to the next sentence when nothing marked is lost', () => {
    // ts_headline's cut today: "legal secretary. She instead took…", mid-sentence with no ellipsis.
    const text =
      'After law school, no firm in the whole state of California would offer her more than work as a legal secretary. ' +
      'She instead took a position as a deputy county attorney in San Mateo County, working without pay at first and sharing an office with a secretary.';
    const snippet = shapeSnippet('legal secretary. She instead took a position as a deputy <mark>county</mark> attorney', text);
    expect(snippet).toBe('She instead took a position as a deputy <mark>county</mark> attorney …');
  });

  it('grows the start back to its sentence when that is a few words away, and ends at a sentence break rather than a few words past it', () => {
    const snippet = shapeSnippet('a job as a legal <mark>secretary</mark>. She instead took', source);
    expect(snippet).toBe('One firm offered her a job as a legal <mark>secretary</mark>.');
  });

  it('shows "…" where the start stays inside a sentence, and keeps the marked word', () => {
    const snippet = shapeSnippet('without pay at first, sharing an office with a <mark>secretary</mark>, and keeping the job for years', source);
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet).toContain('<mark>secretary</mark>');
    expect(snippet.endsWith(' …')).toBe(true);
  });

  it('drops dangling commas at a cut end and never ends inside a word', () => {
    const snippet = shapeSnippet('<mark>county</mark> attorney in San Mateo County, California, working without pay at first,', source);
    expect(snippet).toMatch(/at first …$/);
    // A fragment that stops inside a hyphenated or quoted word is widened to the whole word.
    expect(shapeSnippet('grew up on a cattle <mark>ranch</mark> in Ari', 'She grew up on a cattle ranch in Arizona-Sonora country, far from any court.')).toBe(
      'She grew up on a cattle <mark>ranch</mark> in Arizona-Sonora country, far from any court.',
    );
  });

  it('needs no ellipsis at the beginning or end of the text', () => {
    expect(shapeSnippet('<mark>Sandra</mark> Day O’Connor grew up', 'Sandra Day O’Connor grew up')).toBe('<mark>Sandra</mark> Day O’Connor grew up');
    expect(shapeSnippet('after the <mark>war</mark>', 'Congress met after the war')).toBe('Congress met after the <mark>war</mark>');
  });

  it('joins fragments with " … " and shows the cut before the first and after the last', () => {
    const long = `${'Word '.repeat(20)}the treaty was signed in a hall that ${'stood '.repeat(20)}and later the <mark>treaty</mark> was kept in ${'vaults '.repeat(20)}end.`;
    const plain = long.replace(/<\/?mark>/g, '');
    const snippet = shapeSnippet(join('was signed in a hall that stood', 'later the <mark>treaty</mark> was kept in vaults'), plain);
    expect(snippet).toBe('… was signed in a hall that stood … later the <mark>treaty</mark> was kept in vaults …');
  });

  it('does not take an abbreviation or initials for the end of a sentence', () => {
    const text = 'Her work came first. She served on the U.S. Supreme Court, where she was often the deciding vote in close cases for years. Then she retired.';
    const snippet = shapeSnippet('Supreme Court, where she was often the deciding <mark>vote</mark> in close cases', text);
    expect(snippet).toBe('She served on the U.S. Supreme Court, where she was often the deciding <mark>vote</mark> in close cases for years.');
    const farther = 'She was the first woman ever chosen to serve on the U.S. Supreme Court, where she was often the deciding vote in close cases that split the court down the middle for many years.';
    expect(shapeSnippet('Supreme Court, where she was often the deciding <mark>vote</mark> in close cases', farther)).toBe(
      '… Supreme Court, where she was often the deciding <mark>vote</mark> in close cases …',
    );
  });

  it('keeps marks whole and in pairs, and leaves other angle brackets as text', () => {
    const text = 'The vote was 5 < 6 in the committee, where the <b>chair</b> voted last and the vote was recorded in the minutes of a long and difficult meeting.';
    const snippet = shapeSnippet('where the <b>chair</b> voted last and the <mark>vote</mark>', text);
    expect(snippet).toContain('<mark>vote</mark>');
    expect(snippet).toContain('<b>chair</b>');
    expect(snippet.match(/<mark>/g)).toHaveLength(snippet.match(/<\/mark>/g)?.length ?? -1);
  });

  it('gives an empty snippet for an empty headline', () => {
    expect(shapeSnippet('', source)).toBe('');
    expect(shapeSnippet('   ', source)).toBe('');
  });
});
