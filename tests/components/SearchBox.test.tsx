import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../src/components/SearchBox';
import * as stories from '../../stories/SearchBox.stories';

const { Empty, HiddenLabel } = composeStories(stories);

function Controlled({ onChange, onSubmit }: { onChange: (value: string) => void; onSubmit: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      onSubmit={onSubmit}
    />
  );
}

describe('SearchBox', () => {
  it('Product §2, search: a search landmark with an input labelled "Search the archive" and the placeholder "Search for topics, people, or events..."', () => {
    render(<Empty />);
    const input = screen.getByRole('searchbox', { name: 'Search the archive' });
    expect(screen.getByRole('search')).toContainElement(input);
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('placeholder', 'Search for topics, people, or events...');
  });

  it('keeps its accessible name when the label is hidden', () => {
    render(<HiddenLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search the archive' })).toBeInTheDocument();
  });

  it('shows the value it is given', () => {
    render(<SearchBox value="Monroe Doctrine" onChange={vi.fn()} onSubmit={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('Monroe Doctrine');
  });

  it('calls onChange with the text as the reader types', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByRole('searchbox'), 'Alamo');
    expect(onChange).toHaveBeenLastCalledWith('Alamo');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('Enter submits the text without reloading the page', async () => {
    const onSubmit = vi.fn();
    render(<Controlled onChange={vi.fn()} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox'), 'Civil War{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Civil War');
  });

  it('the Search button submits the text', async () => {
    const onSubmit = vi.fn();
    render(<SearchBox value="Census" onChange={vi.fn()} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith('Census');
  });
});
