/**
 * The static text of the explainer sample (/features/explainer-sample, product
 * §2): a Bill of Rights explainer. Dates and summaries follow the
 * National Archives transcription and the seed article
 * server/content/articles/bill-of-rights.md. It is a piece of its own, the
 * amendment-by-amendment quick reference, with a title, dek and address of
 * its own; it links to that article for the full history rather than
 * repeating it under a second address.
 */
import type { ArticleSource } from '../../src';

export const EXPLAINER_SLUG = 'bill-of-rights';

export const EXPLAINER = {
  kicker: 'Features',
  title: 'The Bill of Rights, Amendment by Amendment',
  dek: 'A quick reference: what each of the first ten amendments protects, in one line apiece, with the key dates. The full article tells the longer story.',
  /** The seed article this page summarises, linked from it. */
  fullArticle: { title: 'The Bill of Rights, Explained', href: '/articles/bill-of-rights' },
  /** Used until (or unless) the article's own byline arrives from the API. */
  byline: {
    authorName: 'Civics Desk Editor',
    authorBioUrl: '/about/authors/civics-desk',
    reviewerName: 'Standards Editor',
    reviewerBioUrl: '/about/authors/standards-editor',
    publishedDate: '2024-12-15',
    updatedDate: '2025-01-13',
  },
  sections: [
    {
      heading: null,
      paragraphs: [
        'The Bill of Rights is the name for the first ten amendments to the Constitution of the United States. They protect some of the freedoms Americans value most, including freedom of speech and religion, the right to a fair trial and protection against unreasonable searches.',
      ],
    },
    {
      heading: 'Why a bill of rights was added',
      paragraphs: [
        'The Constitution written in 1787 said little about individual rights. Anti-Federalists feared that a powerful national government could threaten liberties unless those liberties were written down, and several states ratified the Constitution while recommending amendments.',
        'James Madison of Virginia introduced a set of proposed amendments in the House of Representatives on June 8, 1789. He drew on state declarations of rights and on the amendments the ratifying conventions had suggested.',
      ],
    },
    {
      heading: 'From twelve to ten',
      paragraphs: [
        'Congress approved twelve amendments on September 25, 1789, and sent them to the states. Ten were ratified on December 15, 1791, when Virginia approved them. Of the other two, the second of the twelve, which barred any law varying the pay of members of Congress (a raise or a cut) from taking effect until an election of Representatives had intervened, was finally ratified in 1992 as the Twenty-seventh Amendment; the first, on the size of the House, has never been ratified.',
      ],
    },
  ],
  quickFacts: [
    'Bill of Rights ratified December 15, 1791',
    '12 proposed, 10 ratified',
    'Introduced in the House by James Madison on June 8, 1789',
    'Sent to the states by Congress on September 25, 1789',
  ],
  quote: {
    text: 'Congress shall make no law respecting an establishment of religion, or prohibiting the free exercise thereof; or abridging the freedom of speech, or of the press; or the right of the people peaceably to assemble, and to petition the Government for a redress of grievances.',
    attribution: 'First Amendment, Bill of Rights, 1791',
    cite: 'https://www.archives.gov/founding-docs/bill-of-rights-transcript',
  },
  /** One line each, in order. */
  amendments: [
    { name: 'First Amendment', summary: 'Freedom of religion, speech and the press, and the rights to assemble peacefully and to petition the government.' },
    { name: 'Second Amendment', summary: 'The right of the people to keep and bear arms, introduced in its text by the need for "a well regulated Militia."' },
    { name: 'Third Amendment', summary: 'No soldiers may be quartered in a private house in peacetime without the owner\'s consent.' },
    { name: 'Fourth Amendment', summary: 'Protection against unreasonable searches and seizures; warrants require probable cause.' },
    { name: 'Fifth Amendment', summary: 'Grand juries for serious federal charges, no double jeopardy, no forced self-incrimination, due process, and just compensation for property taken for public use.' },
    { name: 'Sixth Amendment', summary: 'A speedy, public trial by an impartial jury, with the right to know the charges, confront witnesses, call witnesses and have a lawyer.' },
    { name: 'Seventh Amendment', summary: 'A jury trial in federal civil suits where the value in controversy exceeds twenty dollars.' },
    { name: 'Eighth Amendment', summary: 'No excessive bail, no excessive fines, and no cruel and unusual punishments.' },
    { name: 'Ninth Amendment', summary: 'Listing certain rights does not deny or disparage other rights kept by the people.' },
    { name: 'Tenth Amendment', summary: 'Powers not delegated to the United States, nor prohibited to the states, are reserved to the states or to the people.' },
  ],
  sources: [
    {
      id: 'national-archives-bill-of-rights',
      title: 'The Bill of Rights',
      publisher: 'National Archives',
      url: 'https://www.archives.gov/founding-docs/bill-of-rights',
      date: '',
      type: 'primary',
    },
    {
      id: 'national-archives-transcript',
      title: 'The Bill of Rights: A Transcription',
      publisher: 'National Archives',
      url: 'https://www.archives.gov/founding-docs/bill-of-rights-transcript',
      date: '1789-09-25',
      type: 'primary',
    },
    {
      id: 'constitution-annotated',
      title: 'Constitution Annotated',
      publisher: 'Library of Congress, Congress.gov',
      url: 'https://constitution.congress.gov/',
      date: '',
      type: 'secondary',
    },
  ] satisfies ArticleSource[],
  tags: ['constitution', 'bill of rights', 'james madison', 'founding fathers', 'supreme court'],
} as const;

/** Words of the page's own text, for a read time when the article's is not at hand (230 words a minute, as the archive counts). */
export function explainerReadTime(): number {
  const text = [
    EXPLAINER.dek,
    ...EXPLAINER.sections.flatMap((section) => [section.heading ?? '', ...section.paragraphs]),
    EXPLAINER.quote.text,
    ...EXPLAINER.amendments.map((amendment) => `${amendment.name} ${amendment.summary}`),
  ].join(' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / 230));
}
