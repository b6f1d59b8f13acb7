import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../../test-support/api-harness';

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
    const row = await h.db.kysely.selectFrom('volunteer_applications').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  it('rejects an application without a role, storing nothing', async () => {
    const before = await h.count('volunteer_applications');
    const res = await postJson(h, '/api/volunteer-applications/', { ...volunteer, role: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please fill in all required fields', errors: { role: ['Please fill in all required fields'] } });
    expect(await h.count('volunteer_applications')).toBe(before);
  });

  it('rejects an e-mail without a dot after the @ with the §5 message', async () => {
    const res = await postJson(h, '/api/volunteer-applications/', { ...volunteer, email: 'asha@example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter a valid email address');
    expect(res.json().errors.email).toEqual(['Please enter a valid email address']);
  });

  it('refuses a POST without the CSRF header with 403, storing nothing', async () => {
    const before = await h.count('volunteer_applications');
    const res = await h.inject({ method: 'POST', url: '/api/volunteer-applications/', payload: volunteer, cookies: h.csrf.cookies });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'CSRF token validation failed. Please try again.' });
    expect(await h.count('volunteer_applications')).toBe(before);
  });

  it('stores a honeypot submission flagged as spam but still answers 201', async () => {
    const res = await postJson(h, '/api/volunteer-applications/', { ...volunteer, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    const row = await h.db.kysely
      .selectFrom('volunteer_applications')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('spam');
  });
});

describe('POST /api/volunteer-applications/: the other rules', () => {
  it('refuses a role outside the list, storing nothing', async () => {
    const before = await h.count('volunteer_applications');
    const res = await postJson(h, '/api/volunteer-applications/', { ...volunteer, role: 'Cook' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please choose a role from the list', errors: { role: ['Please choose a role from the list'] } });
    expect(await h.count('volunteer_applications')).toBe(before);
  });

  it('accepts every role of the list, by label or by stored value, and no message', async () => {
    for (const role of [
      'Teacher',
      'Mentor',
      'Content Creator',
      'Technical Support',
      'Administrative Support',
      'Field Coordinator',
      'Other',
      'technical_support',
    ]) {
      const res = await postJson(h, '/api/volunteer-applications/', { full_name: 'Asha', email: 'asha@example.org', role });
      expect(res.statusCode, role).toBe(201);
      expect(res.json().message).toBe('');
    }
  });

  it.each([
    ['full_name', { full_name: '   ' }, 'Please fill in all required fields'],
    ['email', { email: '' }, 'Please fill in all required fields'],
    ['full_name', { full_name: 42 }, 'Please fill in all required fields'],
    ['email', { email: 'asha.example.org' }, 'Please enter a valid email address'],
    ['email', { email: 'asha@@example.org' }, 'Please enter a valid email address'],
    ['message', { message: 'x'.repeat(5001) }, 'This field is too long'],
  ])('refuses a bad %s with its message, storing nothing', async (field, change, message) => {
    const before = await h.count('volunteer_applications');
    const res = await postJson(h, '/api/volunteer-applications/', { ...volunteer, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().errors[field][0]).toBe(message);
    expect(await h.count('volunteer_applications')).toBe(before);
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
    const before = await h.count('partner_applications');
    const res = await postJson(h, '/api/partner-applications/', { email: 'meera@hillschools.org', organization_type: 'Other' });
    expect(res.statusCode).toBe(400);
    const required = ['Please fill in all required fields'];
    expect(res.json()).toEqual({
      error: 'Please fill in all required fields',
      errors: { organization_name: required, contact_person: required, partnership_interest: required },
    });
    expect(await h.count('partner_applications')).toBe(before);
  });

  it.each([
    ['organization_name', { organization_name: '' }, 'Please fill in all required fields'],
    ['contact_person', { contact_person: ' ' }, 'Please fill in all required fields'],
    ['email', { email: undefined }, 'Please fill in all required fields'],
    ['organization_type', { organization_type: '' }, 'Please fill in all required fields'],
    ['partnership_interest', { partnership_interest: '' }, 'Please fill in all required fields'],
    ['email', { email: 'meera@hillschools' }, 'Please enter a valid email address'],
    ['organization_type', { organization_type: 'Club' }, 'Please choose an organization type from the list'],
    ['phone', { phone: '9'.repeat(41) }, 'This field is too long'],
  ])('refuses a bad %s with its message, storing nothing', async (field, change, message) => {
    const before = await h.count('partner_applications');
    const res = await postJson(h, '/api/partner-applications/', { ...partner, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().errors[field][0]).toBe(message);
    expect(await h.count('partner_applications')).toBe(before);
  });

  it('stores a honeypot submission as spam and still answers 201', async () => {
    const res = await postJson(h, '/api/partner-applications/', { ...partner, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    const row = await h.db.kysely
      .selectFrom('partner_applications')
      .select('status')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('spam');
  });

  it('refuses a POST without the CSRF header with 403, storing nothing', async () => {
    const before = await h.count('partner_applications');
    const res = await h.inject({ method: 'POST', url: '/api/partner-applications/', payload: partner, cookies: h.csrf.cookies });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'CSRF token validation failed. Please try again.' });
    expect(await h.count('partner_applications')).toBe(before);
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

  it.each([
    ['name', { name: '' }, 'Please fill in all required fields'],
    ['email', { email: '  ' }, 'Please fill in all required fields'],
    ['subject', { subject: undefined }, 'Please fill in all required fields'],
    ['message', { message: '' }, 'Please fill in all required fields'],
    ['email', { email: 'asha at example.org' }, 'Please enter a valid email address'],
    ['message', { message: 'x'.repeat(5001) }, 'This field is too long'],
    ['subject', { subject: 'x'.repeat(301) }, 'This field is too long'],
  ])('refuses a bad %s with its message, storing nothing', async (field, change, message) => {
    const before = await h.count('contact_messages');
    const res = await postJson(h, '/contact/', { ...contact, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().errors[field][0]).toBe(message);
    expect(await h.count('contact_messages')).toBe(before);
  });

  it('stores a honeypot message as spam and still answers 201', async () => {
    const res = await postJson(h, '/contact/', { ...contact, website: 'buy now' });
    expect(res.statusCode).toBe(201);
    const row = await h.db.kysely.selectFrom('contact_messages').select('status').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.status).toBe('spam');
  });

  it('treats a blank honeypot as a genuine message', async () => {
    const res = await postJson(h, '/contact/', { ...contact, website: '  ' });
    expect(res.statusCode).toBe(201);
    const row = await h.db.kysely.selectFrom('contact_messages').select('status').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  it('refuses a POST without the CSRF cookie with 403, storing nothing', async () => {
    const before = await h.count('contact_messages');
    const res = await h.inject({ method: 'POST', url: '/contact/', payload: contact, headers: h.csrf.headers });
    expect(res.statusCode).toBe(403);
    expect(await h.count('contact_messages')).toBe(before);
  });
});
