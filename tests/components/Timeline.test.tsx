import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/Timeline.stories';
import { Timeline } from '../../src/components/Timeline';

const { Default, WithoutTitle, DatesAndTitles, NamedCitation, NoEvents } = composeStories(stories);

describe('Timeline', () => {
  it('is a region named by its heading, holding the events as an ordered list in the given order', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: 'Key dates' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Key dates' })).toBeInTheDocument();
    const list = within(region).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.firstChild?.textContent)).toEqual([
      'Plessy v. Ferguson',
      'Brown v. Board of Education',
      'The March on Washington',
      'The Civil Rights Act is signed',
      'The Voting Rights Act is signed',
    ]);
  });

  it('writes each date to its precision in a <time> whose datetime is the date as given', () => {
    render(<Default />);
    const times = Array.from(document.querySelectorAll('time')).map((time) => [time.textContent, time.getAttribute('datetime')]);
    expect(times).toEqual([
      ['1896', '1896'],
      ['May 17, 1954', '1954-05-17'],
      ['August 1963', '1963-08'],
      ['July 2, 1964', '1964-07-02'],
      ['August 6, 1965', '1965-08-06'],
    ]);
  });

  it('writes the same dates on the server as in the browser', () => {
    const html = renderToString(<Timeline events={[{ date: '1954-05-01', title: 'A' }, { date: '1954-12', title: 'B' }]} />);
    expect(html).toContain('<time dateTime="1954-05-01"');
    expect(html).toContain('May 1, 1954');
    expect(html).toContain('December 1954');
  });

  it('shows a date it cannot read as written, outside <time>', () => {
    render(<DatesAndTitles />);
    expect(screen.getByText('Early 1870s').tagName).not.toBe('TIME');
    expect(screen.getByText('December 1865').tagName).toBe('TIME');
  });

  it('cites a source as a superscript number named "Source N"', () => {
    render(<Default />);
    const link = screen.getByRole('link', { name: 'Source 3' });
    expect(link).toHaveTextContent(/^3$/);
    expect(link).toHaveAttribute('href', '#source-3');
    expect(link.closest('sup')).not.toBeNull();
    expect(screen.getAllByRole('link').map((each) => each.getAttribute('aria-label'))).toEqual(['Source 3', 'Source 1', 'Source 2']);
  });

  it('takes its own name for a citation', () => {
    render(<NamedCitation />);
    expect(screen.getByRole('link', { name: 'Source 4: the Court’s opinion' })).toHaveTextContent('4');
  });

  it('shows the text only when given', () => {
    render(<DatesAndTitles />);
    const items = screen.getAllByRole('listitem');
    expect(items.every((item) => item.querySelectorAll('p').length === 1)).toBe(true);
  });

  it('without a title, is a bare list with no heading or region', () => {
    render(<WithoutTitle />);
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('takes a heading level', () => {
    render(<DatesAndTitles />);
    expect(screen.getByRole('heading', { level: 3, name: 'Reconstruction amendments' })).toBeInTheDocument();
  });

  it('renders nothing without events', () => {
    render(<NoEvents />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(renderToString(<Timeline events={[]} title="Key dates" />)).toBe('');
  });

  it('renders text as text', () => {
    render(<Timeline events={[{ date: '1900', title: '<b>bold</b>', text: '<i>x</i>' }]} />);
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });
});
