// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from './form-field';

afterEach(cleanup);

describe('FormField', () => {
  it('ties the label, hint and errors to the control', () => {
    render(
      <FormField name="username" label="Username" hint="3 to 40 characters." errors={['This username is already taken.']} required>
        {(c) => <input {...c} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(['3 to 40 characters.', 'This username is already taken.']);
  });

  it('marks optional fields and leaves valid ones alone', () => {
    render(
      <FormField name="phone" label="Phone">
        {(c) => <input {...c} />}
      </FormField>,
    );
    expect(screen.getByText('(optional)')).toBeTruthy();
    const input = screen.getByRole('textbox');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
