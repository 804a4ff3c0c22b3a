import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../src/components/Button';
import { Checkboxes } from '../src/components/Checkboxes';
import { ErrorSummary } from '../src/components/ErrorSummary';
import { Stack } from '../src/components/Stack';
import { TextField } from '../src/components/TextField';

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    takeFocus: false,
    errors: [
      { target: 'email', text: 'Enter an email address in the correct format, like name@example.com' },
      { target: 'sections', text: 'Select at least one section' },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneError: Story = { args: { errors: [{ target: 'email', text: 'Enter your email address' }] } };
export const CustomTitle: Story = { args: { title: 'Check your answers' } };

/** A form as an app builds it: a failed submit shows the summary, which takes focus; its links move focus to each field. */
function SignUpForm() {
  const [errors, setErrors] = useState<Array<{ target: string; text: string }>>([]);
  const errorFor = (target: string) => errors.find((error) => error.target === target)?.text;
  const submit = (event: FormEvent<HTMLElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const found = [];
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(form.get('email') ?? ''))) found.push({ target: 'email', text: 'Enter an email address in the correct format, like name@example.com' });
    if (form.getAll('sections').length === 0) found.push({ target: 'sections', text: 'Select at least one section' });
    setErrors(found);
  };
  return (
    <Stack as="form" space="6" noValidate onSubmit={submit}>
      <ErrorSummary errors={errors} />
      <TextField id="email" name="email" type="email" label="Email address" error={errorFor('email')} />
      <Checkboxes
        idPrefix="sections"
        name="sections"
        legend="Which sections do you read?"
        error={errorFor('sections')}
        items={[
          { value: 'history', label: 'Foundations' },
          { value: 'civics', label: 'Civic Life' },
        ]}
      />
      <div>
        <Button type="submit">Sign up</Button>
      </div>
    </Stack>
  );
}

export const InAForm: Story = {
  render: () => <SignUpForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: /Select at least one section/ }));
    await expect(canvas.getByRole('checkbox', { name: 'Foundations' })).toHaveFocus();
  },
};
