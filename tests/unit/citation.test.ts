/**
 * "Cite this article": each style checked against the style guides' own
 * worked examples of a web page, then against our articles and the edge cases.
 *
 * The guides' examples are reproduced with typographic quotation marks, as the
 * printed manuals set them. Where our product departs from a guide on purpose
 * (an access date on every citation, because our articles are revised and
 * corrected; Chicago's publication date labelled "Published"), the test says so
 * and shows the one difference against the guide's text.
 */
import { describe, expect, it } from 'vitest';
import { formatCitation, type CitationInput, type CitationStyle } from '../../src/components/CiteThis/citation';
import { billOfRightsCitation as billOfRights, monroeDoctrineCitation as monroe } from '../../stories/fixtures/citation';

/** Every citation's parts joined are its text; returns the text. */
function cite(style: CitationStyle, input: CitationInput): string {
  const citation = formatCitation(style, input);
  expect(citation.parts.map((part) => part.text).join('')).toBe(citation.text);
  return citation.text;
}

/** The runs a style sets in italics. */
function italics(style: CitationStyle, input: CitationInput): string[] {
  return formatCitation(style, input)
    .parts.filter((part) => part.italic)
    .map((part) => part.text);
}

describe('Chicago (17th ed.), bibliography entry for website content', () => {
  // The Chicago Manual of Style, 17th ed., 14.207, and its online Citation
  // Quick Guide (notes and bibliography, "Website content"): a page whose
  // owner, Google, stands in as author; the site, "Privacy & Terms", is named
  // after the title, and the owner is not repeated.
  const google: CitationInput = {
    author: { name: 'Google', kind: 'organization' },
    title: 'Privacy Policy',
    siteName: 'Privacy & Terms',
    publisher: 'Google',
    published: '',
    updated: '2017-04-17',
    url: 'https://www.google.com/policies/privacy/',
    accessed: '2017-05-01',
  };

  it('reproduces the manual’s Google "Privacy Policy" entry, with our access date after the revision date', () => {
    const guide = 'Google. “Privacy Policy.” Privacy & Terms. Last modified April 17, 2017. https://www.google.com/policies/privacy/.';
    expect(cite('chicago', google)).toBe(guide.replace(' https://', ' Accessed May 1, 2017. https://'));
  });

  it('reproduces the manual’s undated Yale page exactly: with no date, the access date is the only one', () => {
    // Same source: "About Yale: Yale Facts", a page with no date of publication or revision,
    // whose owner is also the site (named once).
    expect(
      cite('chicago', {
        author: { name: 'Yale University', kind: 'organization' },
        title: 'About Yale: Yale Facts',
        siteName: 'Yale University',
        published: '',
        url: 'https://www.yale.edu/about-yale/yale-facts',
        accessed: '2017-05-01',
      }),
    ).toBe('Yale University. “About Yale: Yale Facts.” Accessed May 1, 2017. https://www.yale.edu/about-yale/yale-facts.');
  });

  it('inverts a personal author (University College Dublin Library, Chicago 17th ed. guide, "Website or page on a website")', () => {
    // The guide's entry: Hayden, Meadhbh. “My Tips for Swimming in the Irish Sea.” SpunOut.ie. February 23, 2021. https://spunout.ie/voices/advice/my-tips-swimming-irish-sea.
    // Ours labels the date "Published" and adds the access date.
    expect(
      cite('chicago', {
        author: { name: 'Meadhbh Hayden', kind: 'person' },
        title: 'My Tips for Swimming in the Irish Sea',
        siteName: 'SpunOut.ie',
        published: '2021-02-23',
        url: 'https://spunout.ie/voices/advice/my-tips-swimming-irish-sea',
        accessed: '2021-03-01',
      }),
    ).toBe(
      'Hayden, Meadhbh. “My Tips for Swimming in the Irish Sea.” SpunOut.ie. Published February 23, 2021. Accessed March 1, 2021. https://spunout.ie/voices/advice/my-tips-swimming-irish-sea.',
    );
  });

  it('sets nothing in italics: the titles of websites are roman (14.206)', () => {
    expect(italics('chicago', google)).toEqual([]);
  });
});

describe('MLA (9th ed.), works-cited entry for a web page', () => {
  it('reproduces a page with a personal author and no date (Purdue OWL, MLA 9th ed., "Works Cited: Electronic Sources")', () => {
    const lundman: CitationInput = {
      author: { name: 'Susan Lundman', kind: 'person' },
      title: 'How to Make Vegetarian Chili',
      siteName: 'eHow',
      published: '',
      url: 'https://www.ehow.com/how_10727_make-vegetarian-chili.html',
      accessed: '2015-07-06',
    };
    expect(cite('mla', lundman)).toBe('Lundman, Susan. “How to Make Vegetarian Chili.” eHow, www.ehow.com/how_10727_make-vegetarian-chili.html. Accessed 6 July 2015.');
    expect(italics('mla', lundman)).toEqual(['eHow']);
  });

  it('reproduces a page with no author, beginning with the title (same source), with our access date after the URL', () => {
    const guide = '“Athlete’s Foot - Topic Overview.” WebMD, 25 Sept. 2014, www.webmd.com/skin-problems-and-treatments/tc/athletes-foot-topic-overview.';
    expect(
      cite('mla', {
        author: null,
        title: 'Athlete’s Foot - Topic Overview',
        siteName: 'WebMD',
        published: '2014-09-25',
        url: 'https://www.webmd.com/skin-problems-and-treatments/tc/athletes-foot-topic-overview',
        accessed: '2015-07-06',
      }),
    ).toBe(`${guide} Accessed 6 July 2015.`);
  });

  it('names a publisher that differs from the site (Pierce College Library, MLA 9th ed., "Webpage with Individual Author")', () => {
    expect(
      cite('mla', {
        author: { name: 'Amy Morin', kind: 'person' },
        title: 'Mom Am I Fat?: Helping Your Teen Have a Positive Body Image',
        siteName: 'Verywell Family',
        publisher: 'About Inc.',
        published: '2019-01-18',
        url: 'https://www.verywellfamily.com/media-and-teens-body-image-2611245',
        accessed: '2019-05-12',
      }),
    ).toBe(
      'Morin, Amy. “Mom Am I Fat?: Helping Your Teen Have a Positive Body Image.” Verywell Family, About Inc., 18 Jan. 2019, www.verywellfamily.com/media-and-teens-body-image-2611245. Accessed 12 May 2019.',
    );
  });

  it('leaves out a publisher that is essentially the site’s name (Los Angeles Southwest College Library, MLA 9th ed., Slate)', () => {
    expect(
      cite('mla', {
        author: { name: 'Rachel Allen', kind: 'person' },
        title: 'How an Extraordinary Coincidence Inspired Lois Lowry’s New Book About World War II',
        siteName: 'Slate',
        publisher: 'Slate.com',
        published: '2020-04-22',
        url: 'https://slate.com/culture/2020/04/lois-lowry-on-the-horizon-interview-world-war-ii.html',
        accessed: '2021-04-26',
      }),
    ).toBe(
      'Allen, Rachel. “How an Extraordinary Coincidence Inspired Lois Lowry’s New Book About World War II.” Slate, 22 Apr. 2020, slate.com/culture/2020/04/lois-lowry-on-the-horizon-interview-world-war-ii.html. Accessed 26 Apr. 2021.',
    );
  });

  it('abbreviates months as the Handbook does: Jan. Feb. Mar. Apr. May June July Aug. Sept. Oct. Nov. Dec.', () => {
    const months = Array.from({ length: 12 }, (_, index) => {
      const text = cite('mla', {
        author: null,
        title: 'A Page',
        siteName: 'A Site',
        published: `2020-${String(index + 1).padStart(2, '0')}-09`,
        url: 'https://example.org/page',
        accessed: '',
      });
      return /, 9 (\S+) 2020,/.exec(text)?.[1];
    });
    expect(months).toEqual(['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.']);
  });
});

describe('APA (7th ed.), reference for a webpage on a website', () => {
  it('reproduces the webpage with a retrieval date exactly (APA Style, "Webpage on a Website References"; Publication Manual 10.16)', () => {
    const census: CitationInput = {
      author: { name: 'U.S. Census Bureau', kind: 'organization' },
      title: 'U.S. and world population clock',
      siteName: 'U.S. Department of Commerce',
      published: '',
      url: 'https://www.census.gov/popclock/',
      accessed: '2019-07-03',
    };
    expect(cite('apa', census)).toBe(
      'U.S. Census Bureau. (n.d.). U.S. and world population clock. U.S. Department of Commerce. Retrieved July 3, 2019, from https://www.census.gov/popclock/',
    );
    expect(italics('apa', census)).toEqual(['U.S. and world population clock']);
  });

  it('reproduces the webpage with a group author, leaving out the site named like the group (same source), with our retrieval date', () => {
    const guide = 'World Health Organization. (2018, May 24). The top 10 causes of death. https://www.who.int/news-room/fact-sheets/detail/the-top-10-causes-of-death';
    expect(
      cite('apa', {
        author: { name: 'World Health Organization', kind: 'organization' },
        title: 'The top 10 causes of death',
        siteName: 'World Health Organization',
        published: '2018-05-24',
        url: 'https://www.who.int/news-room/fact-sheets/detail/the-top-10-causes-of-death',
        accessed: '2020-01-09',
      }),
    ).toBe(guide.replace(' https://', ' Retrieved January 9, 2020, from https://'));
  });

  it('reproduces the webpage with an individual author as "Surname, I." (same source, a webpage on a news website), with our retrieval date', () => {
    const guide =
      'Bologna, C. (2019, October 31). Why some people with anxiety love watching horror movies. HuffPost. https://www.huffpost.com/entry/anxiety-love-watching-horror-movies_l_5d277587e4b02a5a5d57b59e';
    expect(
      cite('apa', {
        author: { name: 'Caroline Bologna', kind: 'person' },
        title: 'Why some people with anxiety love watching horror movies',
        siteName: 'HuffPost',
        published: '2019-10-31',
        url: 'https://www.huffpost.com/entry/anxiety-love-watching-horror-movies_l_5d277587e4b02a5a5d57b59e',
        accessed: '2020-01-09',
      }),
    ).toBe(guide.replace(' https://', ' Retrieved January 9, 2020, from https://'));
  });
});

describe('our articles', () => {
  it('cites an article with a personal author in all three styles', () => {
    expect(cite('chicago', billOfRights)).toBe(
      'Whitfield, Eleanor. “The Bill of Rights: Ten Amendments That Define American Liberty.” Parchment. Published September 17, 2024. Accessed November 25, 2026. https://parchment.example/articles/bill-of-rights.',
    );
    expect(cite('mla', billOfRights)).toBe(
      'Whitfield, Eleanor. “The Bill of Rights: Ten Amendments That Define American Liberty.” Parchment, 17 Sept. 2024, parchment.example/articles/bill-of-rights. Accessed 25 Nov. 2026.',
    );
    expect(cite('apa', billOfRights)).toBe(
      'Whitfield, E. (2024, September 17). The Bill of Rights: Ten Amendments That Define American Liberty. Parchment. Retrieved November 25, 2026, from https://parchment.example/articles/bill-of-rights',
    );
    expect(italics('mla', billOfRights)).toEqual(['Parchment']);
    expect(italics('apa', billOfRights)).toEqual(['The Bill of Rights: Ten Amendments That Define American Liberty']);
  });

  it('writes a desk as it is, never inverted, and cites the revision date of an updated article', () => {
    expect(cite('chicago', monroe)).toBe(
      'History Desk. “The Monroe Doctrine and the Making of American Foreign Policy.” Parchment, Parchment Media. Last modified February 3, 2025. Accessed November 25, 2026. https://parchment.example/articles/monroe-doctrine.',
    );
    expect(cite('mla', monroe)).toBe(
      'History Desk. “The Monroe Doctrine and the Making of American Foreign Policy.” Parchment, Parchment Media, 3 Feb. 2025, parchment.example/articles/monroe-doctrine. Accessed 25 Nov. 2026.',
    );
    expect(cite('apa', monroe)).toBe(
      'History Desk. (2025, February 3). The Monroe Doctrine and the Making of American Foreign Policy. Parchment. Retrieved November 25, 2026, from https://parchment.example/articles/monroe-doctrine',
    );
  });
});

describe('edge cases', () => {
  const base: CitationInput = {
    author: null,
    title: 'How a Bill Becomes a Law',
    siteName: 'Parchment',
    published: '2024-05-01',
    url: 'https://parchment.example/articles/how-a-bill-becomes-a-law',
    accessed: '2026-11-25',
  };

  it('with no author: Chicago leads with the site, MLA and APA with the title', () => {
    expect(cite('chicago', base)).toBe(
      'Parchment. “How a Bill Becomes a Law.” Published May 1, 2024. Accessed November 25, 2026. https://parchment.example/articles/how-a-bill-becomes-a-law.',
    );
    expect(cite('mla', base)).toBe(
      '“How a Bill Becomes a Law.” Parchment, 1 May 2024, parchment.example/articles/how-a-bill-becomes-a-law. Accessed 25 Nov. 2026.',
    );
    expect(cite('apa', base)).toBe(
      'How a Bill Becomes a Law. (2024, May 1). Parchment. Retrieved November 25, 2026, from https://parchment.example/articles/how-a-bill-becomes-a-law',
    );
    expect(italics('apa', base)).toEqual(['How a Bill Becomes a Law']);
  });

  it('with no author but a publisher: Chicago leads with the owner, and names the site after the title', () => {
    expect(cite('chicago', { ...base, publisher: 'Parchment Media' })).toMatch(/^Parchment Media\. “How a Bill Becomes a Law\.” Parchment\. Published/);
  });

  it('with the same site and publisher: the name is given once', () => {
    const same = { ...base, author: { name: 'Civics Desk', kind: 'organization' as const }, publisher: 'The Parchment' };
    expect(cite('chicago', same)).toMatch(/^Civics Desk\. “How a Bill Becomes a Law\.” Parchment\. Published/);
    expect(cite('mla', same)).toMatch(/” Parchment, 1 May 2024, /);
    expect(cite('apa', same)).toMatch(/\. Parchment\. Retrieved/);
  });

  it('MLA: a group that is both author and publisher is named once, as publisher, and the entry begins with the title', () => {
    const text = cite('mla', { ...base, author: { name: 'Parchment Media', kind: 'organization' }, siteName: 'Parchment', publisher: 'Parchment Media' });
    expect(text).toBe('“How a Bill Becomes a Law.” Parchment, Parchment Media, 1 May 2024, parchment.example/articles/how-a-bill-becomes-a-law. Accessed 25 Nov. 2026.');
  });

  it('ignores an update on the day of publication, and shows a later one', () => {
    const sameDay = { ...base, published: '2024-05-01T08:00:00Z', updated: '2024-05-01T17:00:00Z' };
    expect(cite('chicago', sameDay)).toContain('Published May 1, 2024.');
    expect(cite('mla', sameDay)).toContain(', 1 May 2024, ');
    const later = { ...base, updated: '2026-01-12' };
    expect(cite('chicago', later)).toContain('Last modified January 12, 2026.');
    expect(cite('chicago', later)).not.toContain('Published');
    expect(cite('mla', later)).toContain(', 12 Jan. 2026, ');
    expect(cite('apa', later)).toContain('(2026, January 12).');
  });

  it('reads dates in UTC, so a date-time is the same calendar day on the server and in every browser', () => {
    const late = { ...base, published: '2024-09-17T23:30:00-05:00' };
    expect(cite('chicago', late)).toContain('Published September 18, 2024.');
    expect(cite('apa', late)).toContain('(2024, September 18).');
  });

  it('with no valid date: Chicago and MLA give only the access date, APA writes n.d.', () => {
    const undated = { ...base, published: 'not a date' };
    expect(cite('chicago', undated)).toBe(
      'Parchment. “How a Bill Becomes a Law.” Accessed November 25, 2026. https://parchment.example/articles/how-a-bill-becomes-a-law.',
    );
    expect(cite('mla', undated)).toBe('“How a Bill Becomes a Law.” Parchment, parchment.example/articles/how-a-bill-becomes-a-law. Accessed 25 Nov. 2026.');
    expect(cite('apa', undated)).toContain('How a Bill Becomes a Law. (n.d.). Parchment.');
  });

  it('with no valid access date, leaves it out', () => {
    const unaccessed = { ...base, accessed: '' };
    expect(cite('chicago', unaccessed)).not.toContain('Accessed');
    expect(cite('mla', unaccessed)).toMatch(/how-a-bill-becomes-a-law\.$/);
    expect(cite('apa', unaccessed)).toBe('How a Bill Becomes a Law. (2024, May 1). Parchment. https://parchment.example/articles/how-a-bill-becomes-a-law');
  });

  it('adds no full stop after a title or name that already ends in one, or in a question mark', () => {
    const question = { ...base, title: 'Who Wrote the Constitution?', author: { name: 'Martin Luther King Jr.', kind: 'person' as const } };
    expect(cite('chicago', question)).toMatch(/^King, Martin Luther, Jr\. “Who Wrote the Constitution\?” Parchment\./);
    expect(cite('mla', question)).toMatch(/^King, Martin Luther, Jr\. “Who Wrote the Constitution\?” Parchment, /);
    expect(cite('apa', question)).toMatch(/^King, M\. L\., Jr\. \(2024, May 1\)\. Who Wrote the Constitution\? Parchment\. /);
  });

  it('drops courtesy titles and abbreviates hyphenated given names in APA', () => {
    const doctor = { ...base, author: { name: 'Dr. Marcus Hale', kind: 'person' as const } };
    expect(cite('chicago', doctor)).toMatch(/^Hale, Marcus\. /);
    expect(cite('apa', { ...base, author: { name: 'Jean-Paul Sartre', kind: 'person' } })).toMatch(/^Sartre, J\.-P\. /);
    expect(cite('mla', { ...base, author: { name: 'Plato', kind: 'person' } })).toMatch(/^Plato\. “/);
  });

  it('keeps a personal name already written "Surname, Given"', () => {
    expect(cite('chicago', { ...base, author: { name: 'Whitfield, Eleanor', kind: 'person' } })).toMatch(/^Whitfield, Eleanor\. “/);
    expect(cite('apa', { ...base, author: { name: 'Whitfield, Eleanor', kind: 'person' } })).toMatch(/^Whitfield, E\. \(/);
  });
});
