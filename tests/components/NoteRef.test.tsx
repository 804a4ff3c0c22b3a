import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/NoteRef.stories';
import { sourceAnchorId, noteRefId } from '../../src/components/NoteRef';

const { Default, WithBackTarget, CustomTarget } = composeStories(stories);

describe('NoteRef (docs/product.md §5, notes tied to sources)', () => {
  it('is a superscript number linking to its source, named for what it is', () => {
    render(<Default />);
    const link = screen.getByRole('link', { name: 'Source 3' });
    expect(link).toHaveAttribute('href', `#${sourceAnchorId(3)}`);
    expect(link.textContent).toBe('3');
    expect(link.closest('sup')).not.toBeNull();
  });

  it('carries the id the source list links back to when given one', () => {
    render(<WithBackTarget />);
    expect(screen.getByRole('link', { name: 'Source 1' })).toHaveAttribute('id', noteRefId(1));
  });

  it('takes another target and name', () => {
    render(<CustomTarget />);
    expect(screen.getByRole('link', { name: 'Source 12, Library of Congress' })).toHaveAttribute('href', '#ref-12');
  });
});
