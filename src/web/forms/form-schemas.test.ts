import { describe, expect, it } from 'vitest';
import { checkForm } from './form-schemas';

describe('form validation with the shared schemas (§5)', () => {
  it('asks for all required fields when the volunteer role is not chosen', async () => {
    const result = await checkForm((s) => s.volunteerApplicationInput, {
      full_name: 'Ravi',
      email: 'ravi@example.org',
      role: '',
      message: '',
    });
    expect(result).toEqual({ ok: false, error: 'Please fill in all required fields', fields: ['role'] });
  });

  it('rejects an e-mail without "something.something" after the @', async () => {
    const result = await checkForm((s) => s.volunteerApplicationInput, { full_name: 'Ravi', email: 'ravi@example', role: 'Teacher' });
    expect(result).toEqual({ ok: false, error: 'Please enter a valid email address', fields: ['email'] });
  });

  it('trims values and sends the role as lowercase_with_underscores', async () => {
    const result = await checkForm((s) => s.volunteerApplicationInput, {
      full_name: ' Ravi ',
      email: ' ravi@example.org ',
      role: 'Field Coordinator',
    });
    expect(result.ok && result.data).toMatchObject({ full_name: 'Ravi', email: 'ravi@example.org', role: 'field_coordinator' });
  });

  it('requires everything but the phone on the partner form', async () => {
    const base = {
      organization_name: 'Org',
      contact_person: 'Asha',
      email: 'a@b.in',
      organization_type: 'NGO/Non-Profit',
      partnership_interest: 'Sponsor Student Food Cost',
    };
    expect((await checkForm((s) => s.partnerApplicationInput, base)).ok).toBe(true);
    const missing = await checkForm((s) => s.partnerApplicationInput, { ...base, contact_person: '  ' });
    expect(missing).toMatchObject({ ok: false, error: 'Please fill in all required fields', fields: ['contact_person'] });
  });

  it('requires every contact field', async () => {
    const result = await checkForm((s) => s.contactMessageInput, { name: 'A B', email: 'a@b.in', subject: 'Hi', message: '' });
    expect(result).toMatchObject({ ok: false, fields: ['message'] });
  });
});
