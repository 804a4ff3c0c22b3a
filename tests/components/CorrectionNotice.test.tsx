import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/CorrectionNotice.stories';
import { CorrectionNotice } from '../../src/components/CorrectionNotice';

const { OneCorrection, SeveralCorrections, WithoutPolicyLink, NoCorrections } = composeStories(stories);

describe('CorrectionNotice', () => {
  it('renders nothing without corrections, or with only blank ones', () => {
    render(<NoCorrections />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    const blank = render(<CorrectionNotice corrections={[{ date: '2026-11-25', text: '  ' }]} />);
    expect(blank.container).toBeEmptyDOMElement();
  });

  it('is a section headed "Correction" for one, its date in US long form in <time>, then its text', () => {
    render(<OneCorrection />);
    const note = screen.getByRole('region', { name: 'Correction' });
    expect(within(note).getByRole('heading', { level: 2, name: 'Correction' })).toBeInTheDocument();
    expect(within(note).getByText('November 25, 2026')).toHaveAttribute('datetime', '2026-11-25');
    expect(note.querySelector('p')?.textContent).toMatch(/^November 25, 2026: An earlier version of this article said/);
  });

  it('is headed "Corrections" for several, listed newest first', () => {
    render(<SeveralCorrections />);
    const note = screen.getByRole('region', { name: 'Corrections' });
    expect(within(note).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'November 25, 2026: The article gave 1789 as the year of ratification; it was 1791.',
      'June 10, 2025: The list of amendments left out the Ninth Amendment.',
      'March 4, 2025: A caption misnamed the Virginia delegate George Mason as James Madison.',
    ]);
  });

  it('keeps the given order for corrections of the same day', () => {
    render(
      <CorrectionNotice
        corrections={[
          { date: '2026-11-25', text: 'First.' },
          { date: '2026-11-25', text: 'Second.' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['November 25, 2026: First.', 'November 25, 2026: Second.']);
  });

  it('links to the corrections policy when given, with a text of the app’s choosing', () => {
    render(<OneCorrection />);
    expect(screen.getByRole('link', { name: 'Read our corrections policy' })).toHaveAttribute('href', '/about/corrections-policy');
    render(<CorrectionNotice corrections={[{ date: '2026-11-25', text: 'Fixed.' }]} policyHref="/policy" policyLabel="How we correct errors" />);
    expect(screen.getByRole('link', { name: 'How we correct errors' })).toHaveAttribute('href', '/policy');
  });

  it('has no link without a policy address', () => {
    render(<WithoutPolicyLink />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes a heading level', () => {
    render(<CorrectionNotice corrections={[{ date: '2026-11-25', text: 'Fixed.' }]} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Correction' })).toBeInTheDocument();
  });

  it('shows a correction with a missing or invalid date as its text alone', () => {
    render(<CorrectionNotice corrections={[{ date: 'soon', text: 'Fixed.' }]} />);
    expect(screen.getByRole('region', { name: 'Correction' }).querySelector('p')).toHaveTextContent(/^Fixed\.$/);
    expect(document.querySelector('time')).toBeNull();
  });
});
