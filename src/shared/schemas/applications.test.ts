import { describe, expect, it } from 'vitest';
import { summarizeIssues } from './fields';
import { contactMessageInput, partnerApplicationInput, volunteerApplicationInput } from './applications';

const summary = (result: { success: boolean; error?: { issues: Parameters<typeof summarizeIssues>[0] } }) =>
  result.success ? null : summarizeIssues(result.error!.issues);

describe('public form schemas', () => {
  it('trims values and stores a role label as lowercase_with_underscores', () => {
    const parsed = volunteerApplicationInput.parse({ full_name: ' Ravi ', email: ' r@x.in ', role: 'Field Coordinator' });
    expect(parsed).toMatchObject({ full_name: 'Ravi', email: 'r@x.in', role: 'field_coordinator', message: '' });
  });

  it('reports a missing required field before a bad e-mail, as the form does', () => {
    const s = summary(volunteerApplicationInput.safeParse({ full_name: '', email: 'bad', role: 'Teacher' }));
    expect(s?.error).toBe('Please fill in all required fields');
    expect(s?.errors.email).toEqual(['Please enter a valid email address']);
  });

  it('accepts only the organization types of the list, phone optional', () => {
    const base = { organization_name: 'A', contact_person: 'B', email: 'a@b.co', partnership_interest: 'Sponsor Student Food Cost' };
    expect(partnerApplicationInput.safeParse({ ...base, organization_type: 'NGO/Non-Profit' }).success).toBe(true);
    expect(partnerApplicationInput.safeParse({ ...base, organization_type: 'Club' }).success).toBe(false);
  });

  it('requires every contact field', () => {
    const s = summary(contactMessageInput.safeParse({ name: 'A B', email: 'a@b.co', subject: '', message: 'hi' }));
    expect(s).toEqual({ error: 'Please fill in all required fields', errors: { subject: ['Please fill in all required fields'] } });
  });

  it('gives an empty e-mail one message, not also the pattern message', () => {
    const s = summary(volunteerApplicationInput.safeParse({ full_name: 'A', email: ' ', role: 'Teacher' }));
    expect(s?.errors.email).toEqual(['Please fill in all required fields']);
  });
});
