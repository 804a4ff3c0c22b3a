/**
 * The layout primitives (docs/product.md has no rule of theirs; their
 * contract is their docs page): the element they render, what they pass on,
 * and the atoms their props choose. How those atoms lay things out is measured
 * in a real browser by the stories' play functions (gaps, shares, collapsing).
 */
import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Box, Column, Columns, Inline, Stack } from '../../src';
import { sprinkles } from '../../tokens/sprinkles.css';

const classesOf = (element: HTMLElement) => [...element.classList];

describe('Stack', () => {
  it('renders the element it is asked for, with its props, ref and class, and its children in order', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Stack as="ul" space="3" aria-label="Founding documents" className="app-class" id="documents" ref={ref}>
        <li>Declaration</li>
        <li>Constitution</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Founding documents' });
    expect(list.tagName).toBe('UL');
    expect(list).toHaveAttribute('id', 'documents');
    expect(list).toHaveClass('app-class');
    expect(ref.current).toBe(list);
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Declaration', 'Constitution']);
  });

  it('is a column with the gap and alignment its props name', () => {
    render(<Stack space="4" align="center" data-testid="stack" />);
    expect(classesOf(screen.getByTestId('stack'))).toEqual(expect.arrayContaining(['pm-dir-column', 'pm-gap-4', 'pm-stackAlign-center']));
  });

  it('takes a value per width: the narrowest with no suffix, wider ones from their width up', () => {
    render(<Stack space={{ mobile: '2', tablet: '4', desktop: '8' }} data-testid="stack" />);
    expect(classesOf(screen.getByTestId('stack'))).toEqual(expect.arrayContaining(['pm-gap-2', 'pm-gap-4-t', 'pm-gap-8-d']));
  });

  it('sets no gap or alignment it was not given, so a class of the app can', () => {
    render(<Stack data-testid="stack" />);
    expect(classesOf(screen.getByTestId('stack')).filter((name) => /pm-(gap|stackAlign)/.test(name))).toEqual([]);
  });
});

describe('Inline', () => {
  it('wraps by default, and stays on one line with wrap={false}', () => {
    render(
      <>
        <Inline data-testid="wrapping" space="2" />
        <Inline data-testid="one-line" space="2" wrap={false} />
      </>,
    );
    expect(screen.getByTestId('wrapping')).toHaveClass('pm-wrap-wrap', 'pm-gap-2');
    expect(screen.getByTestId('one-line')).not.toHaveClass('pm-wrap-wrap');
  });

  it('aligns along the line and across it, per width', () => {
    render(<Inline data-testid="row" align={{ mobile: 'left', tablet: 'spaceBetween' }} alignY="baseline" />);
    expect(screen.getByTestId('row')).toHaveClass('pm-align-left', 'pm-align-spaceBetween-t', 'pm-alignY-baseline');
  });

  it('renders as a form with its attributes, so a search row is a search landmark', () => {
    render(<Inline as="form" role="search" aria-label="Search the archive" action="/search" method="get" />);
    const form = screen.getByRole('search', { name: 'Search the archive' });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('action', '/search');
  });
});

describe('Columns', () => {
  it('sits columns side by side, or stacks them below the width it names', () => {
    render(
      <>
        <Columns data-testid="always" space="4" />
        <Columns data-testid="collapsing" space="4" collapseBelow="tablet" alignY="center" />
      </>,
    );
    expect(screen.getByTestId('always')).toHaveClass('pm-dir-row', 'pm-gap-4');
    // Stacked on a phone, a row from the tablet width up, aligned only once in a row.
    const collapsing = screen.getByTestId('collapsing');
    expect(collapsing).toHaveClass('pm-dir-column', 'pm-dir-row-t', 'pm-alignY-center-t');
    expect(collapsing).not.toHaveClass('pm-alignY-center');
  });

  it('gives each Column a class for its width, and its own element and props', () => {
    render(
      <Columns>
        <Column as="article" width="2/3" aria-label="Text">
          Text
        </Column>
        <Column width="1/3" aria-label="Facts">
          Facts
        </Column>
      </Columns>,
    );
    const text = screen.getByRole('article', { name: 'Text' });
    const facts = screen.getByLabelText('Facts');
    expect(text.className).not.toBe('');
    expect(text.className).not.toBe(facts.className);
  });
});

describe('Box', () => {
  it('turns token props into the atoms of the sprinkles, and passes every other prop to its element', () => {
    render(
      <Box as="section" aria-label="Preamble" padding="5" background="surfaceRaised" display={{ mobile: 'none', tablet: 'block' }} className="app-class">
        We the People
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Preamble' });
    const expected = sprinkles({ padding: '5', background: 'surfaceRaised', display: { mobile: 'none', tablet: 'block' } }).split(' ');
    expect(section).toHaveClass(...expected, 'app-class');
    // Token props are not left on the element as attributes.
    expect(section).not.toHaveAttribute('padding');
    expect(section).not.toHaveAttribute('background');
  });

  it('takes color as the text colour role', () => {
    render(<Box color="textMuted" data-testid="box" />);
    expect(screen.getByTestId('box')).toHaveClass(sprinkles({ color: 'textMuted' }));
  });
});
