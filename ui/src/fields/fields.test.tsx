import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

function Form({ error }: { error?: string }) {
  const { register } = useForm();
  return (
    <form>
      <TextField label="Name" registration={register('name')} error={error} hint="As visitors see it" />
      <PasswordField label="Password" registration={register('password')} />
      <SelectField
        label="Location"
        registration={register('location')}
        options={[{ value: 'Remote', label: 'Remote' }]}
      />
      <TextAreaField label="Bio" placeholder="Write about yourself" registration={register('bio')} />
    </form>
  );
}

describe('form fields', () => {
  it('label each control and tie the hint and the error under it to the control', () => {
    render(<Form error="Project name is required" />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('As visitors see it Project name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Project name is required')).toBeInTheDocument();
  });

  it('leave a valid control unmarked', () => {
    render(<Form />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it("start a select on 'Select an option' and give the text area the placeholder it is given", () => {
    render(<Form />);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveDisplayValue('Select an option');
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveAttribute(
      'placeholder',
      'Write about yourself',
    );
  });

  it('show and hide a password', async () => {
    render(<Form />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
