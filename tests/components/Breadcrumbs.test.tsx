import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../../src/components/Breadcrumbs';
import * as stories from '../../stories/Breadcrumbs.stories';

const { Article, StepWithoutLink } = composeStories(stories);

describe('Breadcrumbs', () => {
  it('Product §2, shared layout: a navigation named "Breadcrumb" holding an ordered list', () => {
    render(<Article />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('list').tagName).toBe('OL');
  });

  it('Product §2, shared layout: the first step is a home icon link to "/" named "Home"', () => {
    render(<Article />);
    const [first] = screen.getAllByRole('listitem');
    const home = within(first).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/');
  });

  it('Product §2, shared layout: labelled steps, the last is the current page and not a link', () => {
    render(<Breadcrumbs items={[{ label: 'About', href: '/about' }, { label: 'Editorial Policy', href: '/about/editorial-policy' }]} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(items[2]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[2]).getByText('Editorial Policy')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('separators are hidden from assistive technology: each step reads as its label alone', () => {
    render(<Article />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[1]).getByRole('link').textContent).toBe('Foundations');
    expect(items[1]).toHaveTextContent(/^Foundations$/);
  });

  it('a middle step without an href is plain text', () => {
    render(<StepWithoutLink />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home']);
  });

  it('with no steps, Home itself is the current page', () => {
    render(<Breadcrumbs items={[]} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Home');
  });
});
