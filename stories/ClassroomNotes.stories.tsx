import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClassroomNotes } from '../src/components/ClassroomNotes';

const meta = {
  title: 'Editorial patterns/ClassroomNotes',
  component: ClassroomNotes,
  args: {
    questions: [
      'Why did the Court in Brown v. Board of Education say that "separate but equal" had no place in public education?',
      'Many states resisted the Brown decision for years. What did it take to make the ruling real in schools?',
      'How did the Voting Rights Act of 1965 change who could vote in the South?',
    ],
    glossary: [
      { term: 'Segregation', definition: 'Keeping people apart by race in schools, transport and other public places, by law or by custom.' },
      { term: 'Disfranchisement', definition: 'Taking away the right to vote, as poll taxes and literacy tests did for Black citizens in the South.' },
      { term: 'Precedent', definition: 'An earlier court decision that later courts follow in deciding similar cases.' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '42rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClassroomNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Discussion questions, numbered, and a glossary of the article's terms. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'For the classroom' });
    await expect(within(section).getByRole('heading', { level: 3, name: 'Discussion questions' })).toBeInTheDocument();
    await expect(within(within(section).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(section).getByRole('heading', { level: 3, name: 'Glossary' })).toBeInTheDocument();
    await expect(within(section).getAllByRole('definition')).toHaveLength(3);
  },
};

/** Questions only: the glossary is left out. */
export const QuestionsOnly: Story = {
  args: { glossary: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Discussion questions' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Glossary' })).not.toBeInTheDocument();
  },
};

/** A glossary only, under a title of the page's own at level 3 (its parts at level 4). */
export const GlossaryOnly: Story = {
  args: { questions: [], title: 'Words to know', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Words to know' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Glossary' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Discussion questions' })).not.toBeInTheDocument();
  },
};

/**
 * With facts for the teacher: how hard the piece reads and the standards it
 * supports, after the questions and the glossary (a value may be a list).
 */
export const ForTeachers: Story = {
  args: {
    teacherNotes: [
      { label: 'Reading level', value: 'Grade 8.4 (Flesch-Kincaid)' },
      { label: 'C3 Framework, Dimension 2', value: ['Civics: Processes, Rules, and Laws', 'History: Causation and Argumentation'] },
      { label: 'AP U.S. Government and Politics, required', value: 'Brown v. Board of Education (1954)' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'For the classroom' });
    await expect(within(section).getByRole('heading', { level: 3, name: 'For teachers' })).toBeInTheDocument();
    await expect(within(section).getAllByRole('term').map((term) => term.textContent)).toContain('Reading level');
    await expect(within(section).getByText('History: Causation and Argumentation')).toBeInTheDocument();
  },
};

/** Facts for the teacher only: the questions and the glossary are left out, the section stays. */
export const TeacherNotesOnly: Story = {
  args: { questions: [], glossary: [], teacherNotes: [{ label: 'Reading level', value: 'Grade 7.9 (Flesch-Kincaid)' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'For teachers' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Glossary' })).not.toBeInTheDocument();
  },
};

/** With neither part the section is left out. */
export const Empty: Story = {
  args: { questions: [], glossary: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
