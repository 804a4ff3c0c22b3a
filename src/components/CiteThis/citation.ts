/**
 * Citations of a web page in three styles, as plain functions so the same text
 * is shown, copied and tested without rendering anything:
 *
 * - Chicago Manual of Style, 17th edition, notes and bibliography: the
 *   bibliography entry for website content (14.206-14.207);
 * - MLA Handbook, 9th edition: the works-cited entry for a web page;
 * - APA Publication Manual, 7th edition: the reference for a webpage on a
 *   website (10.16).
 *
 * Two departures from the guides, both on purpose: every style shows the date
 * the page was accessed, because our articles are revised and corrected after
 * publication (Chicago and MLA ask for it only when a page has no date; APA's
 * "Retrieved ... from" is for pages designed to change, which ours are); and
 * titles are given with the capitalisation they have, because no function can
 * tell a proper noun ("the Bill of Rights") from a common one when turning a
 * title into MLA title case or APA sentence case.
 *
 * Dates are calendar dates read in UTC, so the server's render and the
 * browser's agree and no reader's time zone moves a date by a day.
 */
import { parseIsoDate } from '../../utils/date';

export type CitationStyle = 'chicago' | 'mla' | 'apa';

/** Who wrote the page: a person ("Eleanor Whitfield") or a group ("History Desk"). */
export interface CitationAuthor {
  /** The name as the page gives it, in normal order; a person's is inverted by the style, a group's never is. */
  name: string;
  kind: 'person' | 'organization';
}

/** What a citation of one web page is made from. */
export interface CitationInput {
  /** The page's author, or null when it has none (the styles then lead with the site's owner or the title). */
  author: CitationAuthor | null;
  /** The page's title, capitalised as it should be printed. */
  title: string;
  /** The website's name. */
  siteName: string;
  /** The site's owner or publisher, when it is not essentially the site's name. */
  publisher?: string;
  /** When the page was published: an ISO date or date-time; an empty or invalid value means the page has no date. */
  published: string;
  /** When it was last revised (ISO); counts only when it is a different day from publication. */
  updated?: string | null;
  /** The page's full address. */
  url: string;
  /** When the reader consulted the page (ISO), usually today. */
  accessed: string;
}

/** One run of a citation's text; `italic` where the style sets it in italics (a site's name in MLA, the page's title in APA). */
export interface CitationPart {
  text: string;
  italic?: boolean;
}

/** A citation as plain text (for the clipboard) and as parts (for display); the parts joined are the text. */
export interface CitationText {
  text: string;
  parts: CitationPart[];
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** MLA Handbook, 9th ed.: months of more than four letters are abbreviated in the works-cited list. */
const mlaMonths = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function calendarDate(value: string | null | undefined): CalendarDate | undefined {
  const date = parseIsoDate(value?.trim());
  return date ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() } : undefined;
}

const sameDay = (a: CalendarDate, b: CalendarDate) => a.year === b.year && a.month === b.month && a.day === b.day;

/** "November 25, 2026" (Chicago, APA's retrieval date). */
const longDate = (date: CalendarDate) => `${monthNames[date.month]} ${date.day}, ${date.year}`;
/** "25 Nov. 2026" (MLA). */
const mlaDate = (date: CalendarDate) => `${date.day} ${mlaMonths[date.month]} ${date.year}`;
/** "2026, November 25" (inside APA's parentheses). */
const apaDate = (date: CalendarDate) => `${date.year}, ${monthNames[date.month]} ${date.day}`;

/**
 * The page's dates: the publication date and, when the page was revised on a
 * later day, the revision date. A revision on the day of publication is not a
 * revision a reader could tell apart.
 */
function pageDates(input: CitationInput): { published?: CalendarDate; updated?: CalendarDate } {
  const published = calendarDate(input.published);
  const updated = calendarDate(input.updated);
  if (updated && (!published || !sameDay(published, updated))) return { published, updated };
  return { published };
}

/** Courtesy titles are left out of citations in all three styles. */
const honorifics = /^(?:dr|prof|professor|mr|mrs|ms|mx|rev)\.?$/i;
/** Generational suffixes follow the given names after a comma: "King, Martin Luther, Jr." */
const suffixes = /^(?:jr|sr)\.?$|^(?:ii|iii|iv)$/i;

interface PersonName {
  /** Given names, in order: ["Martin", "Luther"]. */
  given: string[];
  surname: string;
  suffix?: string;
}

/** Splits a name in normal order; the last word is the surname. A name already written "Surname, Given" keeps that split. */
function splitPersonName(name: string): PersonName {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.includes(',')) {
    const [surname, ...rest] = trimmed.split(',').map((part) => part.trim());
    const suffixPart = rest.length > 1 && suffixes.test(rest[rest.length - 1]) ? rest.pop() : undefined;
    return { surname, given: rest.join(' ').split(' ').filter(Boolean), suffix: suffixPart };
  }
  const words = trimmed.split(' ').filter((word) => !honorifics.test(word));
  const suffix = words.length > 2 && suffixes.test(words[words.length - 1]) ? words.pop() : undefined;
  const surname = words.pop() ?? '';
  return { given: words, surname, suffix };
}

/** Chicago and MLA: "Whitfield, Eleanor"; "King, Martin Luther, Jr."; a one-word name as it is. */
function invertedName(name: string): string {
  const { given, surname, suffix } = splitPersonName(name);
  if (given.length === 0) return [surname, suffix].filter(Boolean).join(', ');
  return [surname, given.join(' '), suffix].filter(Boolean).join(', ');
}

/** APA: "Whitfield, E."; "King, M. L., Jr."; "Sartre, J.-P." */
function apaPersonName(name: string): string {
  const { given, surname, suffix } = splitPersonName(name);
  const initials = given
    .map((word) =>
      word
        .split('-')
        .filter(Boolean)
        .map((piece) => `${piece.charAt(0).toUpperCase()}.`)
        .join('-'),
    )
    .join(' ');
  return [surname, initials, suffix].filter(Boolean).join(', ');
}

/**
 * Two names are "essentially" the same when they differ only in case,
 * punctuation, a leading "The" or a web domain's ending: "Yale University" and
 * "yale university", "Slate" and "Slate.com".
 */
function sameName(a: string | undefined, b: string | undefined): boolean {
  const key = (value: string) =>
    value
      .trim()
      .toLowerCase()
      .replace(/^the\s+/, '')
      .replace(/\.(com|org|net|edu|gov)$/, '')
      .replace(/[^\p{L}\p{N}]+/gu, '');
  return Boolean(a?.trim() && b?.trim()) && key(a as string) === key(b as string);
}

/** Ends an element with the style's mark, unless it already ends with terminal punctuation ("What Is a Noun?", "Jr."). */
function closed(text: string, mark = '.'): string {
  return /[.?!]$/.test(text) ? text : `${text}${mark}`;
}

/** Ends a title inside quotation marks, the mark inside the quotes: “Title.” */
function quotedTitle(title: string): string {
  return `“${closed(title.trim())}”`;
}

const withoutProtocol = (url: string) => url.trim().replace(/^https?:\/\//i, '');

/** Builds the parts, joining neighbouring runs of the same kind. */
class Parts {
  private readonly runs: CitationPart[] = [];

  add(text: string, italic = false): this {
    if (!text) return this;
    const last = this.runs[this.runs.length - 1];
    if (last && Boolean(last.italic) === italic) last.text += text;
    else this.runs.push(italic ? { text, italic: true } : { text });
    return this;
  }

  done(): CitationText {
    const parts = this.runs.map((run) => ({ ...run }));
    return { text: parts.map((part) => part.text).join(''), parts };
  }
}

/**
 * Chicago 17th ed., bibliography entry for website content (14.206-14.207):
 * Author. “Title.” Site Name, Owner. Published (or Last modified) Month Day, Year. Accessed Month Day, Year. URL.
 *
 * With no author, the site's owner (or, lacking one, the site) stands in the
 * author's place, as Google does in CMOS's own example; the site and the owner
 * are each left out where they repeat the name in that place. Without a date
 * of publication or revision, the access date is the only date, as 14.207
 * asks.
 */
function chicago(input: CitationInput): CitationText {
  const { published, updated } = pageDates(input);
  const accessed = calendarDate(input.accessed);
  const site = input.siteName.trim();
  const owner = input.publisher?.trim();
  const leadName = input.author?.name.trim() || owner || site;
  const lead = input.author?.kind === 'person' ? invertedName(leadName) : leadName;

  const source = [site, owner]
    .filter((name): name is string => Boolean(name))
    .filter((name, index, names) => !sameName(name, leadName) && names.findIndex((other) => sameName(other, name)) === index);

  const elements = [closed(lead), quotedTitle(input.title)];
  if (source.length > 0) elements.push(closed(source.join(', ')));
  if (updated) elements.push(`Last modified ${longDate(updated)}.`);
  else if (published) elements.push(`Published ${longDate(published)}.`);
  if (accessed) elements.push(`Accessed ${longDate(accessed)}.`);
  elements.push(closed(input.url.trim()));
  return new Parts().add(elements.join(' ')).done();
}

/**
 * MLA 9th ed., works-cited entry for a web page:
 * Author. “Title.” *Site Name*, Publisher, Day Mon. Year, URL. Accessed Day Mon. Year.
 *
 * The publisher is left out when it is essentially the site's name. A group
 * that is both the page's author and its publisher (or the site itself) is
 * named once, as publisher or site, and the entry begins with the title. The
 * date is the latest version's: the revision date when there is one. The URL
 * is given without "https://".
 */
function mla(input: CitationInput): CitationText {
  const { published, updated } = pageDates(input);
  const pageDate = updated ?? published;
  const accessed = calendarDate(input.accessed);
  const site = input.siteName.trim();
  const publisher = input.publisher?.trim();
  const author = input.author;
  const groupNamedElsewhere = author?.kind === 'organization' && (sameName(author.name, publisher) || sameName(author.name, site));

  const parts = new Parts();
  if (author && author.name.trim() && !groupNamedElsewhere) {
    parts.add(`${closed(author.kind === 'person' ? invertedName(author.name) : author.name.trim())} `);
  }
  parts.add(`${quotedTitle(input.title)} `);
  const rest = [publisher && !sameName(publisher, site) ? publisher : '', pageDate ? mlaDate(pageDate) : '', withoutProtocol(input.url)]
    .filter(Boolean)
    .join(', ');
  if (site) parts.add(site, true).add(rest ? `, ${closed(rest)}` : '.');
  else parts.add(closed(rest));
  if (accessed) parts.add(` Accessed ${mlaDate(accessed)}.`);
  return parts.done();
}

/**
 * APA 7th ed., reference for a webpage on a website (10.16):
 * Author. (Year, Month Day). *Title*. Site Name. Retrieved Month Day, Year, from URL
 *
 * A person is "Surname, I."; a group is named in full. With no author the
 * title moves to the author's place. The site's name is left out when it is
 * the group author. The date is the latest revision's (n.d. when there is
 * none); the retrieval date is given because our pages are designed to change.
 * APA puts no full stop after a URL.
 */
function apa(input: CitationInput): CitationText {
  const { published, updated } = pageDates(input);
  const pageDate = updated ?? published;
  const accessed = calendarDate(input.accessed);
  const site = input.siteName.trim();
  const author = input.author?.name.trim() ? input.author : null;
  const date = `(${pageDate ? apaDate(pageDate) : 'n.d.'}).`;
  const url = input.url.trim();
  const title = input.title.trim();
  // The title is italic; the full stop after it is not, and a title ending in "?" takes none.
  const titleEnd = /[.?!]$/.test(title) ? '' : '.';

  const parts = new Parts();
  if (author) {
    parts.add(`${closed(author.kind === 'person' ? apaPersonName(author.name) : author.name.trim())} ${date} `);
    parts.add(title, true).add(`${titleEnd} `);
  } else {
    parts.add(title, true).add(`${titleEnd} ${date} `);
  }
  if (site && !(author?.kind === 'organization' && sameName(author.name, site))) parts.add(`${closed(site)} `);
  parts.add(accessed ? `Retrieved ${longDate(accessed)}, from ${url}` : url);
  return parts.done();
}

const formatters: Record<CitationStyle, (input: CitationInput) => CitationText> = { chicago, mla, apa };

/** The citation of a web page in one style, as plain text and as parts with the style's italics. */
export function formatCitation(style: CitationStyle, input: CitationInput): CitationText {
  return formatters[style](input);
}
