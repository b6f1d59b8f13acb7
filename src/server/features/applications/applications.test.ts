import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../../test-support/api-harness';
import { VOLUNTEER_ROLES } from '../../../shared/constants';
import { expectReply, storedStatus, storingNothing } from '../../test-support/public-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1000' });
});
afterAll(() => h.close());

const volunteer = { full_name: '  Asha Rawat ', email: 'asha@example.org', role: 'Content Creator', message: 'I can teach maths.' };

describe('POST /api/volunteer-applications/', () => {
  it('stores a valid application, trimmed, with the role as lowercase_with_underscores', async () => {
    const res = await postJson(h, '/api/volunteer-applications/', volunteer);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      full_name: 'Asha Rawat',
      email: 'asha@example.org',
      role: 'content_creator',
      message: 'I can teach maths.',
    });
    expect(body.status).toBeUndefined();
    expect(await storedStatus(h, 'volunteer_applications', body.id)).toBe('new');
  });

  it('refuses a POST without the CSRF header with 403, storing nothing', async () => {
    const res = await storingNothing(h, 'volunteer_applications', () =>
      h.inject({ method: 'POST', url: '/api/volunteer-applications/', payload: volunteer, cookies: h.csrf.cookies }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'CSRF token validation failed. Please try again.' });
  });
});

describe('POST /api/volunteer-applications/: the other rules', () => {
  it('accepts every role of the list, by label or by stored value, and no message', async () => {
    for (const role of [...VOLUNTEER_ROLES, 'technical_support']) {
      const res = await postJson(h, '/api/volunteer-applications/', { full_name: 'Asha', email: 'asha@example.org', role });
      expect(res.statusCode, role).toBe(201);
      expect(res.json().message).toBe('');
    }
  });
});

const partner = {
  organization_name: '  Hill Schools Trust ',
  contact_person: 'Meera Joshi',
  email: 'meera@hillschools.org',
  phone: ' +91 98765 43210 ',
  organization_type: 'Foundation/Trust',
  partnership_interest: 'Sponsor Student Food Cost',
};

describe('POST /api/partner-applications/', () => {
  it('stores a valid application, trimmed, and answers 201 without its inbox status', async () => {
    const res = await postJson(h, '/api/partner-applications/', partner);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...partner, organization_name: 'Hill Schools Trust', phone: '+91 98765 43210' });
    expect(body.status).toBeUndefined();
    const row = await h.db.kysely.selectFrom('partner_applications').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'new',
      organization_name: 'Hill Schools Trust',
      partnership_interest: 'Sponsor Student Food Cost',
    });
  });

  it('accepts no phone and the general inquiry as interest', async () => {
    const { phone: _phone, ...withoutPhone } = partner;
    const res = await postJson(h, '/api/partner-applications/', { ...withoutPhone, partnership_interest: 'General Partnership Inquiry' });
    expect(res.statusCode).toBe(201);
    expect(res.json().phone).toBe('');
  });

  it('refuses several missing fields at once with the §5 message for each', async () => {
    const res = await storingNothing(h, 'partner_applications', () =>
      postJson(h, '/api/partner-applications/', { email: 'meera@hillschools.org', organization_type: 'Other' }),
    );
    expect(res.statusCode).toBe(400);
    const required = ['Please fill in all required fields'];
    expect(res.json()).toEqual({
      error: 'Please fill in all required fields',
      errors: { organization_name: required, contact_person: required, partnership_interest: required },
    });
  });

  it('refuses a POST without the CSRF header with 403, storing nothing', async () => {
    const res = await storingNothing(h, 'partner_applications', () =>
      h.inject({ method: 'POST', url: '/api/partner-applications/', payload: partner, cookies: h.csrf.cookies }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'CSRF token validation failed. Please try again.' });
  });
});

const contact = { name: 'Asha Rawat', email: 'asha@example.org', subject: ' Camp dates ', message: 'When does the 2026 camp start?' };

describe('POST /contact/', () => {
  it('stores a valid message, trimmed, and answers 201', async () => {
    const res = await postJson(h, '/contact/', contact);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...contact, subject: 'Camp dates' });
    expect(res.json().status).toBeUndefined();
    const row = await h.db.kysely.selectFrom('contact_messages').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'new', name: 'Asha Rawat', subject: 'Camp dates' });
  });

  it('treats a blank honeypot as a genuine message', async () => {
    const res = await postJson(h, '/contact/', { ...contact, website: '  ' });
    expect(res.statusCode).toBe(201);
    expect(await storedStatus(h, 'contact_messages', res.json().id)).toBe('new');
  });

  it('refuses a POST without the CSRF cookie with 403, storing nothing', async () => {
    const res = await storingNothing(h, 'contact_messages', () =>
      h.inject({ method: 'POST', url: '/contact/', payload: contact, headers: h.csrf.headers }),
    );
    expect(res.statusCode).toBe(403);
  });
});

// What the three forms share: field-by-field refusals that store nothing, and the honeypot.
const required = 'Please fill in all required fields';
const forms = {
  volunteer: { url: '/api/volunteer-applications/', table: 'volunteer_applications', valid: volunteer, spam: 'http://spam.example' },
  partner: { url: '/api/partner-applications/', table: 'partner_applications', valid: partner, spam: 'http://spam.example' },
  contact: { url: '/contact/', table: 'contact_messages', valid: contact, spam: 'buy now' },
} as const;

describe('the public forms', () => {
  it.each([
    ['volunteer', 'role', { role: '  ' }, required],
    ['volunteer', 'role', { role: 'Cook' }, 'Please choose a role from the list'],
    ['volunteer', 'email', { email: 'asha@example' }, 'Please enter a valid email address'],
    ['volunteer', 'full_name', { full_name: '   ' }, required],
    ['volunteer', 'email', { email: '' }, required],
    ['volunteer', 'full_name', { full_name: 42 }, required],
    ['volunteer', 'email', { email: 'asha.example.org' }, 'Please enter a valid email address'],
    ['volunteer', 'email', { email: 'asha@@example.org' }, 'Please enter a valid email address'],
    ['volunteer', 'message', { message: 'x'.repeat(5001) }, 'This field is too long'],
    ['partner', 'organization_name', { organization_name: '' }, required],
    ['partner', 'contact_person', { contact_person: ' ' }, required],
    ['partner', 'email', { email: undefined }, required],
    ['partner', 'organization_type', { organization_type: '' }, required],
    ['partner', 'partnership_interest', { partnership_interest: '' }, required],
    ['partner', 'email', { email: 'meera@hillschools' }, 'Please enter a valid email address'],
    ['partner', 'organization_type', { organization_type: 'Club' }, 'Please choose an organization type from the list'],
    ['partner', 'phone', { phone: '9'.repeat(41) }, 'This field is too long'],
    ['contact', 'name', { name: '' }, required],
    ['contact', 'email', { email: '  ' }, required],
    ['contact', 'subject', { subject: undefined }, required],
    ['contact', 'message', { message: '' }, required],
    ['contact', 'email', { email: 'asha at example.org' }, 'Please enter a valid email address'],
    ['contact', 'message', { message: 'x'.repeat(5001) }, 'This field is too long'],
    ['contact', 'subject', { subject: 'x'.repeat(301) }, 'This field is too long'],
  ] as const)('%s form: refuses a bad %s with its message, storing nothing', async (form, field, change, message) => {
    const { url, table, valid } = forms[form];
    expectReply.refusedField(await storingNothing(h, table, () => postJson(h, url, { ...valid, ...change })), field, message);
  });

  it.each(['volunteer', 'partner', 'contact'] as const)(
    '%s form: stores a honeypot submission as spam and still answers 201',
    async (form) => {
      const { url, table, valid, spam } = forms[form];
      const res = await postJson(h, url, { ...valid, website: spam });
      expect(res.statusCode).toBe(201);
      expect(await storedStatus(h, table, res.json().id)).toBe('spam');
    },
  );
});
