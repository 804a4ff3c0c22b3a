import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FoundingDocument, FoundingDocumentLinks, type FoundingDocumentPart } from '../src/components/FoundingDocument';

/*
 * The text is the National Archives' transcription, verbatim, with its own
 * spelling ("chuse", "defence") and capitals, and the ids the site gives its
 * parts. Ids are unique within each story, as on a page; the Docs page shows
 * several stories at once, so some repeat there (Constitution and CopyLinks
 * show the same parts, and both documents have a Preamble): each story is
 * rendered and checked alone.
 */

/** The Constitution's Preamble, Article I's first two sections and Amendment XIV, Section 2, which changed the third clause of Article I, Section 2. */
const constitution: FoundingDocumentPart[] = [
  {
    id: 'preamble',
    heading: 'Preamble',
    label: 'Preamble',
    paragraphs: [
      {
        id: 'preamble-clause-1',
        number: 1,
        runs: [
          {
            text: 'We the People of the United States, in Order to form a more perfect Union, establish Justice, insure domestic Tranquility, provide for the common defence, promote the general Welfare, and secure the Blessings of Liberty to ourselves and our Posterity, do ordain and establish this Constitution for the United States of America.',
          },
        ],
      },
    ],
    parts: [],
  },
  {
    id: 'article-1',
    heading: 'Article. I.',
    label: 'Article I',
    paragraphs: [],
    parts: [
      {
        id: 'article-1-section-1',
        heading: 'Section. 1.',
        label: 'Section 1',
        paragraphs: [
          {
            id: 'article-1-section-1-clause-1',
            number: 1,
            runs: [{ text: 'All legislative Powers herein granted shall be vested in a Congress of the United States, which shall consist of a Senate and House of Representatives.' }],
          },
        ],
        parts: [],
      },
      {
        id: 'article-1-section-2',
        heading: 'Section. 2.',
        label: 'Section 2',
        paragraphs: [
          {
            id: 'article-1-section-2-clause-1',
            number: 1,
            runs: [
              {
                text: 'The House of Representatives shall be composed of Members chosen every second Year by the People of the several States, and the Electors in each State shall have the Qualifications requisite for Electors of the most numerous Branch of the State Legislature.',
              },
            ],
          },
          {
            id: 'article-1-section-2-clause-2',
            number: 2,
            runs: [
              {
                text: 'No Person shall be a Representative who shall not have attained to the Age of twenty five Years, and been seven Years a Citizen of the United States, and who shall not, when elected, be an Inhabitant of that State in which he shall be chosen.',
              },
            ],
          },
          {
            id: 'article-1-section-2-clause-3',
            number: 3,
            runs: [
              { text: 'Representatives and direct Taxes shall be apportioned among the several States which may be included within this Union, according to their respective Numbers, ' },
              {
                text: 'which shall be determined by adding to the whole Number of free Persons, including those bound to Service for a Term of Years, and excluding Indians not taxed, three fifths of all other Persons.',
                supersededBy: 'amendment-14-section-2',
              },
              {
                text: ' The actual Enumeration shall be made within three Years after the first Meeting of the Congress of the United States, and within every subsequent Term of ten Years, in such Manner as they shall by Law direct. The Number of Representatives shall not exceed one for every thirty Thousand, but each State shall have at Least one Representative; and until such enumeration shall be made, the State of New Hampshire shall be entitled to chuse three, Massachusetts eight, Rhode-Island and Providence Plantations one, Connecticut five, New-York six, New Jersey four, Pennsylvania eight, Delaware one, Maryland six, Virginia ten, North Carolina five, South Carolina five, and Georgia three.',
              },
            ],
          },
          {
            id: 'article-1-section-2-clause-4',
            number: 4,
            runs: [{ text: 'When vacancies happen in the Representation from any State, the Executive Authority thereof shall issue Writs of Election to fill such Vacancies.' }],
          },
          {
            id: 'article-1-section-2-clause-5',
            number: 5,
            runs: [{ text: 'The House of Representatives shall chuse their Speaker and other Officers; and shall have the sole Power of Impeachment.' }],
          },
        ],
        parts: [],
      },
    ],
  },
  {
    id: 'amendment-14',
    heading: 'Amendment XIV',
    label: 'Amendment XIV',
    dates: 'Passed by Congress June 13, 1866. Ratified July 9, 1868.',
    notes: ['Note: Article I, section 2, of the Constitution was modified by section 2 of the 14th amendment.'],
    paragraphs: [],
    parts: [
      {
        id: 'amendment-14-section-2',
        heading: 'Section 2.',
        label: 'Section 2',
        paragraphs: [
          {
            id: 'amendment-14-section-2-clause-1',
            number: 1,
            runs: [
              {
                text: 'Representatives shall be apportioned among the several States according to their respective numbers, counting the whole number of persons in each State, excluding Indians not taxed.',
              },
            ],
          },
        ],
        parts: [],
      },
    ],
  },
];

/** The close of the Constitution: the signers by state, after the paragraph that introduces them and before the secretary's attestation. */
const signing: FoundingDocumentPart[] = [
  {
    id: 'signers',
    heading: 'Signers',
    label: 'Signers',
    paragraphs: [
      { id: 'signers-clause-1', number: 1, runs: [{ text: 'In witness whereof We have hereunto subscribed our Names,' }] },
      { id: 'signers-clause-2', number: 2, runs: [{ text: 'Attest William Jackson Secretary' }] },
    ],
    signers: [
      { group: 'New Hampshire', names: ['John Langdon', 'Nicholas Gilman'], after: 1 },
      { group: 'Massachusetts', names: ['Nathaniel Gorham', 'Rufus King'], after: 1 },
    ],
    parts: [],
  },
];

/** The Declaration of Independence's Introduction and Preamble, as the transcription divides them (the Preamble to its first sentence). */
const declaration: FoundingDocumentPart[] = [
  {
    id: 'introduction',
    heading: 'Introduction',
    label: 'Introduction',
    paragraphs: [
      {
        id: 'introduction-paragraph-1',
        number: 1,
        runs: [
          {
            text: "When in the Course of human events, it becomes necessary for one people to dissolve the political bands which have connected them with another, and to assume among the powers of the earth, the separate and equal station to which the Laws of Nature and of Nature's God entitle them, a decent respect to the opinions of mankind requires that they should declare the causes which impel them to the separation.",
          },
        ],
      },
    ],
    parts: [],
  },
  {
    id: 'preamble',
    heading: 'Preamble',
    label: 'Preamble',
    paragraphs: [
      {
        id: 'preamble-paragraph-1',
        number: 1,
        runs: [
          {
            text: 'We hold these truths to be self-evident, that all men are created equal, that they are endowed by their Creator with certain unalienable Rights, that among these are Life, Liberty and the pursuit of Happiness.',
          },
        ],
      },
    ],
    parts: [],
  },
];

/** The page's own h2 above a document whose parts are h3s. */
const underPageHeading: Decorator = (Story) => (
  <div>
    <h2>The Declaration of Independence</h2>
    <Story />
  </div>
);

const meta = {
  title: 'Editorial patterns/FoundingDocument',
  component: FoundingDocument,
  args: { parts: constitution, paragraphLabel: 'Clause' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '42rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FoundingDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each part a region named by its heading, at its own address; a link icon beside each heading and a number before each clause lead to it. Words a later amendment changed are struck through and link to that amendment. */
export const Constitution: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('region', { name: 'Article. I.' });
    await expect(article).toHaveAttribute('id', 'article-1');
    await expect(within(article).getByRole('heading', { level: 2, name: 'Article. I.' })).toBeInTheDocument();
    const section = within(article).getByRole('region', { name: 'Section. 2.' });
    await expect(section).toHaveAttribute('id', 'article-1-section-2');
    await expect(within(section).getByRole('heading', { level: 3, name: 'Section. 2.' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Link to Article I, Section 2' })).toHaveAttribute('href', '#article-1-section-2');

    const clause = canvas.getByRole('link', { name: 'Link to Article I, Section 2, Clause 3' });
    await expect(clause).toHaveAttribute('href', '#article-1-section-2-clause-3');
    await expect(clause).toHaveTextContent(/^3/);
    const paragraph = clause.closest('p');
    await expect(paragraph).toHaveAttribute('id', 'article-1-section-2-clause-3');

    const struck = within(paragraph!).getByText(/three fifths of all other Persons\.$/);
    await expect(struck.tagName).toBe('S');
    await expect(struck).toHaveTextContent(/^Superseded text:/);
    await expect(within(paragraph!).getByRole('link', { name: 'Superseded by Amendment XIV, Section 2' })).toHaveAttribute('href', '#amendment-14-section-2');

    const amendment = canvas.getByRole('region', { name: 'Amendment XIV' });
    await expect(within(amendment).getByText('Passed by Congress June 13, 1866. Ratified July 9, 1868.')).toBeVisible();
    await expect(within(amendment).getByText('Note: Article I, section 2, of the Constitution was modified by section 2 of the 14th amendment.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Link to Preamble, Clause 1' })).toHaveAttribute('href', '#preamble-clause-1');
  },
};

/** Under a clause, the articles that tie a claim to it: "Discussed in", each a link. A clause no article discusses has none. */
export const DiscussedIn: Story = {
  args: {
    discussedIn: {
      'article-1-section-2-clause-3': [
        { title: 'The Census', href: '/articles/census' },
        { title: 'The Veto Power', href: '/articles/veto-power' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clause = (await canvas.findByRole('link', { name: 'Link to Article I, Section 2, Clause 3' })).closest('p')!;
    const discussed = clause.nextElementSibling as HTMLElement;
    await expect(discussed).toHaveTextContent('Discussed in: The Census, The Veto Power');
    await expect(within(discussed).getByRole('link', { name: 'The Census' })).toHaveAttribute('href', '/articles/census');
    await expect(canvas.getAllByText(/^Discussed in:/)).toHaveLength(1);
  },
};

/** The signers by state, as a description list, in the transcription's place: after the paragraph that introduces them, before the secretary's attestation. */
export const Signers: Story = {
  args: { parts: signing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Signers' });
    const list = within(region).getAllByRole('term')[0].closest('dl');
    await expect(within(list!).getAllByRole('term').map((term) => term.textContent)).toEqual(['New Hampshire', 'Massachusetts']);
    await expect(within(list!).getAllByRole('definition').map((names) => names.textContent)).toEqual(['John Langdon, Nicholas Gilman', 'Nathaniel Gorham, Rufus King']);
    const [witness, attest] = within(region).getAllByRole('paragraph');
    await expect(witness).toHaveTextContent('In witness whereof We have hereunto subscribed our Names,');
    await expect(attest).toHaveTextContent('Attest William Jackson Secretary');
    await expect(witness.compareDocumentPosition(list!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(list!.compareDocumentPosition(attest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** The Declaration: its paragraphs are "Paragraph 1"s, and its parts h3s under the page's own h2. */
export const Declaration: Story = {
  args: { parts: declaration, paragraphLabel: 'Paragraph', headingLevel: 3 },
  decorators: [underPageHeading],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Introduction' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Preamble' })).toHaveAttribute('id', 'preamble');
    const preamble = canvas.getByRole('link', { name: 'Link to Preamble, Paragraph 1' });
    await expect(preamble).toHaveAttribute('href', '#preamble-paragraph-1');
    await expect(preamble.closest('p')).toHaveTextContent(/We hold these truths to be self-evident/);
    await expect(canvas.getByRole('link', { name: 'Link to Introduction' })).toHaveAttribute('href', '#introduction');
  },
};

/**
 * With FoundingDocumentLinks on the page, pressing a part link still leads to
 * the part and also copies its full address, and the status says so: "Link
 * to Article I, Section 2, Clause 3 copied" (kept for a minute here, so the
 * screenshot taken after the play function still has it).
 */
export const CopyLinks: Story = {
  render: (args) => (
    <>
      <FoundingDocumentLinks messages={args.messages} confirmationMs={60_000} />
      <FoundingDocument {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toBeEmptyDOMElement();
    const writeText = fn(async (_text: string) => undefined);
    const previous = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
    try {
      await userEvent.click(canvas.getByRole('link', { name: 'Link to Article I, Section 2, Clause 3' }));
      await waitFor(() => expect(status).toHaveTextContent('Link to Article I, Section 2, Clause 3 copied'));
      await expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/#article-1-section-2-clause-3$/));
    } finally {
      if (previous) Object.defineProperty(window.navigator, 'clipboard', previous);
      else delete (window.navigator as unknown as Record<string, unknown>).clipboard;
    }
  },
};
