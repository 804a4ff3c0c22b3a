import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../src/components/Box';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: { padding: '5', background: 'surfaceRaised', borderRadius: 'lg', color: 'text', fontFamily: 'ui', children: 'We the People of the United States…' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Padding, surface, radius and type from the tokens, as props. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/We the People/);
    await expect(getComputedStyle(box).paddingTop).toBe('20px');
  },
};
/** A value per width: hidden on a phone, shown from the tablet width up. */
export const Responsive: Story = { args: { display: { mobile: 'none', tablet: 'block' }, children: 'Shown from the tablet width up' } };
/** Any element: here a `section` with a sunken surface and larger type. */
export const AsSection: Story = { args: { as: 'section', background: 'surfaceSunken', fontSize: 'lg', paddingX: '6', paddingY: '4', 'aria-label': 'Preamble' } };
