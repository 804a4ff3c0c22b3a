import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from '../src/components/Timeline';

const meta = {
  title: 'Editorial patterns/Timeline',
  component: Timeline,
  args: {
    title: 'Key dates',
    events: [
      {
        date: '1896',
        title: 'Plessy v. Ferguson',
        text: 'The Supreme Court upholds a Louisiana law requiring separate railroad cars, accepting segregation as long as facilities are "separate but equal."',
        note: { number: 3, href: '#source-3' },
      },
      {
        date: '1954-05-17',
        title: 'Brown v. Board of Education',
        text: 'The Court rules unanimously that segregated public schools violate the Constitution.',
      },
      {
        date: '1963-08',
        title: 'The March on Washington',
        text: 'Some 250,000 people gather at the Lincoln Memorial for jobs and freedom.',
      },
      {
        date: '1964-07-02',
        title: 'The Civil Rights Act is signed',
        text: 'President Lyndon B. Johnson signs the act banning discrimination in public places and employment.',
        note: { number: 1, href: '#source-1' },
      },
      {
        date: '1965-08-06',
        title: 'The Voting Rights Act is signed',
        note: { number: 2, href: '#source-2' },
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dates to the year, the month and the day, each event's citation a superscript link named "Source N". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Key dates' });
    const events = within(within(section).getByRole('list')).getAllByRole('listitem');
    await expect(events).toHaveLength(5);
    await expect(within(events[0]).getByText('1896')).toHaveAttribute('datetime', '1896');
    await expect(within(events[1]).getByText('May 17, 1954')).toHaveAttribute('datetime', '1954-05-17');
    await expect(within(events[2]).getByText('August 1963')).toHaveAttribute('datetime', '1963-08');
    await expect(within(events[3]).getByRole('link', { name: 'Source 1' })).toHaveAttribute('href', '#source-1');
  },
};

/** Without a title: a bare list, introduced by the article's own heading or text. */
export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** Dates only, titles only: the smallest timeline, with one date known only roughly and shown as written. */
export const DatesAndTitles: Story = {
  args: {
    title: 'Reconstruction amendments',
    headingLevel: 3,
    events: [
      { date: '1865-12', title: 'Thirteenth Amendment ratified' },
      { date: '1868', title: 'Fourteenth Amendment ratified' },
      { date: '1870', title: 'Fifteenth Amendment ratified' },
      { date: 'Early 1870s', title: 'Hundreds of Black officeholders elected across the South' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Reconstruction amendments' })).toBeInTheDocument();
    await expect(canvas.getByText('December 1865').tagName).toBe('TIME');
    await expect(canvas.getByText('Early 1870s').tagName).not.toBe('TIME');
  },
};

/** A citation with its own accessible name. */
export const NamedCitation: Story = {
  args: {
    title: undefined,
    events: [
      {
        date: '1954-05-17',
        title: 'Brown v. Board of Education',
        text: 'The Court rules unanimously that segregated public schools violate the Constitution.',
        note: { number: 4, href: '#source-4', label: 'Source 4: the Court’s opinion' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Source 4: the Court’s opinion' });
    await expect(link).toHaveTextContent('4');
  },
};

/** Without events the timeline is left out. */
export const NoEvents: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};
