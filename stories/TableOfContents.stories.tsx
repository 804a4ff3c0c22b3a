import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TableOfContents, useActiveSection, type TableOfContentsItem } from '../src/components/TableOfContents';

const items: TableOfContentsItem[] = [
  { id: 'reconstruction', text: 'Reconstruction, 1865 to 1877', level: 2 },
  { id: 'three-amendments', text: '1865 to 1870: three amendments', level: 3 },
  { id: 'a-brief-opening', text: 'A brief opening', level: 3 },
  { id: 'jim-crow', text: 'The Jim Crow era, 1877 to 1940s', level: 2 },
  { id: 'courts-step-back', text: '1883 and 1896: the courts step back', level: 3 },
  { id: 'new-pressure', text: 'New pressure, 1940s to 1954', level: 2 },
  { id: 'brown', text: '1954: Brown v. Board of Education', level: 3 },
  { id: 'the-movement', text: 'The movement at its height, 1955 to 1965', level: 2 },
];

/** The width of the column it sits in beside the text (list), or of a phone (disclosure). */
function width(maxWidth: string): Decorator {
  return function Width(Story) {
    return (
      <div style={{ maxWidth }}>
        <Story />
      </div>
    );
  };
}

const meta = {
  title: 'Editorial patterns/TableOfContents',
  component: TableOfContents,
  args: { items },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the text on wide screens: a navigation named by its heading "On this page", parts nested under their sections. */
export const List: Story = {
  decorators: [width('18rem')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'On this page' });
    const sections = within(nav).getAllByRole('list')[0];
    await expect(sections.children).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: '1954: Brown v. Board of Education' })).toHaveAttribute('href', '#brown');
  },
};

/** The section being read is marked in colour and by its start rule; nothing moves. */
export const ActiveSection: Story = {
  args: { activeId: 'courts-step-back' },
  decorators: [width('18rem')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole('link', { name: '1883 and 1896: the courts step back' });
    await expect(current).toHaveAttribute('aria-current', 'location');
    await expect(canvas.getByRole('link', { name: 'The Jim Crow era, 1877 to 1940s' })).not.toHaveAttribute('aria-current');
  },
};

/** At the top of the article on small screens: collapsed, a summary naming it, which opens without JavaScript. */
export const Disclosure: Story = {
  args: { variant: 'disclosure' },
  decorators: [width('24rem')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'On this page (collapsible)' });
    await expect(nav.querySelector('details')).not.toHaveAttribute('open');
    await expect(within(nav).getByText('On this page')).toBeVisible();
  },
};

/** Opened: pressing the summary shows the links; pressing it again hides them. */
export const DisclosureOpen: Story = {
  args: { variant: 'disclosure', activeId: 'reconstruction' },
  decorators: [width('24rem')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'On this page (collapsible)' });
    const summary = within(nav).getByText('On this page');
    await userEvent.click(summary);
    await expect(nav.querySelector('details')).toHaveAttribute('open');
    await expect(within(nav).getByRole('link', { name: 'Reconstruction, 1865 to 1877' })).toBeVisible();
    await userEvent.click(summary);
    await expect(nav.querySelector('details')).not.toHaveAttribute('open');
    await userEvent.click(summary);
    await expect(within(nav).getByRole('link', { name: 'Reconstruction, 1865 to 1877' })).toHaveAttribute('aria-current', 'location');
  },
};

/** Another name, and a level-3 heading for a page whose outline puts it under another section. */
export const CustomTitle: Story = {
  args: { title: 'In this timeline', headingLevel: 3 },
  decorators: [width('18rem')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 3, name: 'In this timeline' })).toBeInTheDocument();
  },
};

/** An article without headings gets no table of contents. */
export const NoItems: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

const sections = [
  {
    id: 'story-reconstruction',
    text: 'Reconstruction',
    body: 'After the Civil War, the Thirteenth, Fourteenth and Fifteenth Amendments abolished slavery, made all persons born in the United States citizens and barred the denial of the vote because of race.',
  },
  {
    id: 'story-jim-crow',
    text: 'The Jim Crow era',
    body: 'In Plessy v. Ferguson in 1896 the Supreme Court accepted segregation as long as facilities were "separate but equal", and Southern states kept Black citizens from voting with poll taxes and literacy tests.',
  },
  {
    id: 'story-brown',
    text: 'Brown v. Board of Education',
    body: 'On May 17, 1954, the Supreme Court ruled unanimously that segregated public schools violated the Constitution.',
  },
  {
    id: 'story-the-movement',
    text: 'The movement at its height',
    body: 'The Civil Rights Act was signed on July 2, 1964, and the Voting Rights Act on August 6, 1965.',
  },
];

const sectionIds = sections.map((section) => section.id);

/**
 * With `useActiveSection`: the section whose heading has reached the upper
 * part of the window is marked as the reader scrolls (the sections here are
 * tall so that there is room to scroll).
 */
export const FollowsTheReader: Story = {
  tags: ['mobile-play'],
  args: { items: sections.map(({ id, text }) => ({ id, text, level: 2 })) },
  render: function Render(args) {
    const activeId = useActiveSection(sectionIds);
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem', alignItems: 'flex-start' }}>
        <div style={{ position: 'sticky', top: 0, flex: '0 0 16rem' }}>
          <TableOfContents {...args} activeId={activeId} />
        </div>
        <article style={{ flex: '1 1 20rem' }}>
          {sections.map((section) => (
            <section key={section.id} style={{ minHeight: '90vh' }}>
              <h2 id={section.id}>{section.text}</h2>
              <p>{section.body}</p>
            </section>
          ))}
        </article>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brown = await canvas.findByRole('link', { name: 'Brown v. Board of Education' });
    canvas.getByRole('heading', { name: 'Brown v. Board of Education' }).scrollIntoView();
    await waitFor(() => expect(brown).toHaveAttribute('aria-current', 'location'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(brown).not.toHaveAttribute('aria-current'));
  },
};
