// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { websiteMessages as en } from '../../../shared/messages/en-website';
import { renderWithApp } from '../../test-support/render-with-app';
import { VolunteerForm } from './volunteer-form';

afterEach(cleanup);

describe('VolunteerForm', () => {
  it('marks exactly the fields the schema refuses, and keeps what was typed', async () => {
    renderWithApp(<VolunteerForm />);
    const m = en.web.involved;
    const name = screen.getByLabelText(`${m.fullName} *`) as HTMLInputElement;
    const email = screen.getByLabelText(`${m.email} *`) as HTMLInputElement;
    const role = screen.getByLabelText(`${m.role} *`) as HTMLSelectElement;
    fireEvent.change(name, { target: { value: 'Asha' } });
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: m.submitApplication }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(role.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.value).toBe('Asha');
    expect(screen.getByLabelText(m.volunteerMessage).tagName).toBe('TEXTAREA');
  });
});
