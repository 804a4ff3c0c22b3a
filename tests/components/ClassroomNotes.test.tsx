import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/ClassroomNotes.stories';
import { ClassroomNotes } from '../../src/components/ClassroomNotes';

const { Default, QuestionsOnly, GlossaryOnly, ForTeachers, TeacherNotesOnly, Empty } = composeStories(stories);

describe('ClassroomNotes', () => {
  it('is a region named by its heading "For the classroom", with its parts one level below', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'For the classroom' });
    expect(within(region).getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H2', 'For the classroom'],
      ['H3', 'Discussion questions'],
      ['H3', 'Glossary'],
    ]);
  });

  it('ends with "For teachers": each fact a term, its values each a definition, in the given order', () => {
    render(<ForTeachers />);
    const region = screen.getByRole('region', { name: 'For the classroom' });
    expect(within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Discussion questions', 'Glossary', 'For teachers']);
    const forTeachers = within(region).getByRole('heading', { name: 'For teachers' }).parentElement!;
    const terms = within(forTeachers).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Reading level', 'C3 Framework, Dimension 2', 'AP U.S. Government and Politics, required']);
    expect(within(forTeachers).getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Grade 8.4 (Flesch-Kincaid)',
      'Civics: Processes, Rules, and Laws',
      'History: Causation and Argumentation',
      'Brown v. Board of Education (1954)',
    ]);
  });

  it('keeps the section for facts for the teacher alone, and leaves out a fact with no value', () => {
    render(<TeacherNotesOnly />);
    expect(screen.getByRole('region', { name: 'For the classroom' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['For the classroom', 'For teachers']);
    const html = renderToString(<ClassroomNotes questions={[]} glossary={[]} teacherNotes={[{ label: 'Reading level', value: [] }, { label: ' ', value: 'x' }]} />);
    expect(html).toBe('');
  });

  it('numbers the discussion questions in an ordered list, in the given order', () => {
    render(<Default />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const questions = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(questions).toHaveLength(3);
    expect(questions[0]).toMatch(/^Why did the Court in Brown v\. Board of Education/);
    expect(questions[2]).toMatch(/Voting Rights Act of 1965/);
  });

  it('lists the glossary as a description list: each term a <dfn> in a <dt>, its definition in the <dd> after it', () => {
    render(<Default />);
    // <dt> and <dfn> both have the role term.
    const terms = screen.getAllByRole('term').filter((element) => element.tagName === 'DT');
    expect(terms).toHaveLength(3);
    expect(terms.map((term) => term.querySelector('dfn')?.textContent)).toEqual(['Segregation', 'Disfranchisement', 'Precedent']);
    const definitions = screen.getAllByRole('definition');
    expect(definitions.map((definition) => definition.tagName)).toEqual(['DD', 'DD', 'DD']);
    expect(definitions[2]).toHaveTextContent('An earlier court decision that later courts follow in deciding similar cases.');
    expect(terms[0].closest('dl')).toBe(definitions[0].closest('dl'));
  });

  it('leaves out the glossary when it is empty', () => {
    render(<QuestionsOnly />);
    expect(screen.queryByRole('heading', { name: 'Glossary' })).not.toBeInTheDocument();
    expect(document.querySelector('dl')).toBeNull();
  });

  it('leaves out the questions when there are none, and takes its own title and level', () => {
    render(<GlossaryOnly />);
    expect(screen.getByRole('region', { name: 'Words to know' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Glossary' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Discussion questions' })).not.toBeInTheDocument();
    expect(document.querySelector('ol')).toBeNull();
  });

  it('renders nothing when both parts are empty, or hold only blanks', () => {
    render(<Empty />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(renderToString(<ClassroomNotes questions={['  ']} glossary={[{ term: ' ', definition: 'x' }, { term: 'y', definition: '' }]} />)).toBe('');
  });

  it('renders the text as text, never as markup', () => {
    render(<ClassroomNotes questions={['<b>Why?</b>']} glossary={[{ term: '<i>t</i>', definition: '<u>d</u>' }]} />);
    expect(screen.getByText('<b>Why?</b>')).toBeInTheDocument();
    expect(document.querySelector('b, i, u')).toBeNull();
  });
});
