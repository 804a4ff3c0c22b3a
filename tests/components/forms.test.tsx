/**
 * The form fields (GOV.UK Frontend's patterns, docs pages under Forms): each
 * control is named by its label and described by its hint and error, an error
 * marks it invalid, and the error summary takes focus and leads to each field.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkboxes, ErrorSummary, Field, Fieldset, ParchmentProvider, Radios, Select, spanishMessages, Textarea, TextField } from '../../src';

describe('TextField', () => {
  it('is named by its label and described by its hint, then its error, which marks it invalid', () => {
    render(<TextField label="Email address" hint="We send the link here." error="Enter an email address like name@example.com" name="email" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAccessibleDescription('We send the link here. Error: Enter an email address like name@example.com');
    expect(input).toBeInvalid();
  });

  it('is valid and undescribed with no hint or error', () => {
    render(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toBeInvalid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('gives its ref and input props to the input, and its class and style to the field around it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Year" ref={ref} id="year" name="year" inputMode="numeric" className="app-field" style={{ maxWidth: '8rem' }} />);
    const input = screen.getByRole('textbox', { name: 'Year' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('id', 'year');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).not.toHaveClass('app-field');
    expect(input.closest('.app-field')).not.toBeNull();
    expect((input.closest('.app-field') as HTMLElement).style.maxWidth).toBe('8rem');
  });

  it('adds "(optional)" to the label of a field that may be left empty, in the provider’s language', () => {
    render(
      <>
        <TextField label="Organisation" optional />
        <ParchmentProvider messages={spanishMessages}>
          <TextField label="Organización" optional error="Escriba menos de 100 caracteres" />
        </ParchmentProvider>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Organisation (optional)' })).toBeInTheDocument();
    const spanish = screen.getByRole('textbox', { name: 'Organización (opcional)' });
    expect(spanish).toHaveAccessibleDescription('Error: Escriba menos de 100 caracteres');
  });

  it('keeps the describedby ids the app gave, before its own', () => {
    render(
      <>
        <p id="rules">Passwords need 12 characters.</p>
        <TextField label="Password" type="text" aria-describedby="rules" hint="Use words you will remember." />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription('Passwords need 12 characters. Use words you will remember.');
  });
});

describe('Textarea and Select', () => {
  it('a Textarea is a labelled multi-line box with its hint', () => {
    render(<Textarea label="What needs correcting?" hint="Quote the sentence." />);
    const box = screen.getByRole('textbox', { name: 'What needs correcting?' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('Quote the sentence.');
  });

  it('a Select lists its options and reports the choice', async () => {
    const onChange = vi.fn();
    render(<Select label="Branch" options={[{ value: 'legislative', label: 'Legislative' }, { value: 'judicial', label: 'Judicial' }]} onChange={(event) => onChange(event.target.value)} error="Choose a branch" />);
    const select = screen.getByRole('combobox', { name: 'Branch' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Legislative', 'Judicial']);
    expect(select).toBeInvalid();
    await userEvent.selectOptions(select, 'judicial');
    expect(onChange).toHaveBeenCalledWith('judicial');
  });

  it('a Field ties a control of the app’s own to its label, hint and error', () => {
    render(
      <Field label="Year" hint="For example, 1791" error="Enter a year" controlId="custom-year">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Year' });
    expect(input).toHaveAttribute('id', 'custom-year');
    expect(input).toHaveAccessibleDescription('For example, 1791 Error: Enter a year');
    expect(input).toBeInvalid();
  });
});

describe('Fieldset, Checkboxes and Radios', () => {
  it('a Fieldset is a group named by its legend and described by its hint and error', () => {
    render(
      <Fieldset legend="When was it signed?" hint="For example, 17 9 1787" error="Include a year">
        <TextField label="Day" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'When was it signed?' });
    expect(group).toHaveAccessibleDescription('For example, 17 9 1787 Error: Include a year');
    expect(within(group).getByRole('textbox', { name: 'Day' })).toBeInTheDocument();
  });

  const sections = [
    { value: 'history', label: 'Foundations', hint: 'The founding documents' },
    { value: 'civics', label: 'Civic Life' },
    { value: 'landmarks', label: 'Landmarks' },
  ];

  it('Checkboxes report every checked value in the items’ order, and submit them under their name', async () => {
    const onChange = vi.fn();
    render(
      <form aria-label="Preferences">
        <Checkboxes legend="Which sections?" name="sections" items={sections} defaultValue={['civics']} onChange={onChange} idPrefix="sections" />
      </form>,
    );
    const group = screen.getByRole('group', { name: 'Which sections?' });
    expect(within(group).getByRole('checkbox', { name: 'Civic Life' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Landmarks' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Foundations' }));
    expect(onChange).toHaveBeenLastCalledWith(['history', 'civics', 'landmarks']);
    expect(new FormData(screen.getByRole('form', { name: 'Preferences' }) as HTMLFormElement).getAll('sections')).toEqual(['history', 'civics', 'landmarks']);
    // The first box carries the id an ErrorSummary links to; each choice's hint describes it.
    expect(within(group).getByRole('checkbox', { name: 'Foundations' })).toHaveAttribute('id', 'sections');
    expect(within(group).getByRole('checkbox', { name: 'Foundations' })).toHaveAccessibleDescription('The founding documents');
  });

  it('controlled Checkboxes show the value they are given', async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <>
          <Checkboxes legend="Which sections?" name="sections" items={sections} value={value} onChange={setValue} />
          <output>{value.join(',')}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Landmarks' }));
    expect(screen.getByRole('status')).toHaveTextContent('landmarks');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Landmarks' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('Radios choose one value, marked invalid with the group’s error', async () => {
    const onChange = vi.fn();
    render(<Radios legend="How often?" name="frequency" items={[{ value: 'weekly', label: 'Every week' }, { value: 'monthly', label: 'Every month' }]} onChange={onChange} error="Choose how often" />);
    const group = screen.getByRole('group', { name: 'How often?' });
    expect(group).toHaveAccessibleDescription('Error: Choose how often');
    await userEvent.click(within(group).getByRole('radio', { name: 'Every month' }));
    expect(within(group).getByRole('radio', { name: 'Every month' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Every week' })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith('monthly');
    expect(within(group).getByRole('radio', { name: 'Every week' })).toBeInvalid();
  });
});

describe('ErrorSummary', () => {
  it('shows nothing while there is no error', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus when errors appear after a failed submit, and each link moves focus to its field', async () => {
    function Form() {
      const [errors, setErrors] = useState<Array<{ target: string; text: string }>>([]);
      return (
        <form
          aria-label="Sign up"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setErrors([
              { target: 'email', text: 'Enter your email address' },
              { target: 'sections', text: 'Select a section' },
            ]);
          }}
        >
          <ErrorSummary errors={errors} />
          <TextField id="email" label="Email address" error={errors[0]?.text} />
          <Checkboxes idPrefix="sections" legend="Which sections?" name="sections" items={[{ value: 'history', label: 'Foundations' }]} error={errors[1]?.text} />
          <button type="submit">Sign up</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
    expect(alert.parentElement).toHaveFocus();
    expect(within(alert).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#email', '#sections']);
    await userEvent.click(within(alert).getByRole('link', { name: 'Select a section' }));
    expect(screen.getByRole('checkbox', { name: 'Foundations' })).toHaveFocus();
    await userEvent.click(within(alert).getByRole('link', { name: 'Enter your email address' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
  });

  it('leaves focus alone with takeFocus off, and takes its title from the provider', () => {
    render(
      <ParchmentProvider messages={spanishMessages}>
        <ErrorSummary errors={[{ target: 'email', text: 'Escriba su correo' }]} takeFocus={false} />
      </ParchmentProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Hay un problema' })).toBeInTheDocument();
    expect(screen.getByRole('alert').parentElement).not.toHaveFocus();
  });
});
