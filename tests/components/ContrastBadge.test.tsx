/** ContrastBadge (docs/product.md §4): the grade is decided on the exact ratio, the ratio is shown rounded. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContrastBadge } from '../../src';

describe('ContrastBadge', () => {
  it('shows 4.6 as 4.60:1 and 2.3 as 2.30:1, not truncated to 4.59 and 2.29', () => {
    const { container, rerender } = render(<ContrastBadge ratio={4.6} />);
    expect(container).toHaveTextContent('AA4.60:1');
    rerender(<ContrastBadge ratio={2.3} />);
    expect(container).toHaveTextContent('Fail2.30:1');
  });

  it('fails a ratio just under 4.5 and never shows it as 4.50', () => {
    const { container } = render(<ContrastBadge ratio={4.496} />);
    expect(container).toHaveTextContent('Fail4.49:1');
  });

  it('passes exactly 4.5 as AA and exactly 7 as AAA', () => {
    const { container, rerender } = render(<ContrastBadge ratio={4.5} />);
    expect(container).toHaveTextContent('AA4.50:1');
    rerender(<ContrastBadge ratio={7} />);
    expect(container).toHaveTextContent('AAA7.00:1');
  });

  it('reads its context before the grade', () => {
    render(<ContrastBadge ratio={12.1} context="Ink on parchment" />);
    expect(screen.getByText('Ink on parchment:')).toBeInTheDocument();
  });
});
