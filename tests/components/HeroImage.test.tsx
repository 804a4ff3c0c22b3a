import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/HeroImage.stories';

const { Default, Priority, NoImage } = composeStories(stories);

const alt = 'The National Archives’ Rotunda, where the Bill of Rights is on display';

describe('HeroImage', () => {
  it('product §2: shows the image with its alt text, captioned from the alt text', () => {
    render(<Default />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByRole('img', { name: alt })).toBeInTheDocument();
    // The caption repeats the alt text (dom-accessibility-api does not name a figure from its figcaption).
    expect(within(figure).getByText(alt)).toBeInTheDocument();
  });

  it('product §9 (CLS under 0.1): gives the image its width and height so its box is reserved', () => {
    render(<Default />);
    const image = screen.getByRole('img', { name: alt });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
  });

  it('loads lazily by default', () => {
    render(<Default />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
  });

  it('product §9 (LCP under 2.5 s): a priority hero loads eagerly at high fetch priority', () => {
    render(<Priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('product §2: without an image shows the alt text once, in a box of the same aspect ratio', () => {
    render(<NoImage />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByText(alt)).toHaveLength(1);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText(alt)).toBeInTheDocument();
    expect(figure).toHaveStyle({ aspectRatio: '1200 / 675' });
  });
});
