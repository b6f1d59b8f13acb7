// The texts that describe the trust (its description, the home page's About Us and project texts,
// and their Hindi versions): site settings since migration 012, edited by admins, in the public read.
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../../shared/schemas/staff/site-content';
import { auditEntries } from '../../test-support/api-harness';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';
import { CATALOGUE_TEXTS } from '../../db/migrations/012-trust-texts';

const { h, admin, coordinator } = staffSuite({ staff: { admin: 'admin', coordinator: 'coordinator' } });

const settingsRow = () => h.db.kysely.selectFrom('site_settings').selectAll().executeTakeFirstOrThrow();
const publicSettings = async () => siteContent.parse((await h.inject({ method: 'GET', url: '/api/site-content/' })).json()).settings;

describe('the trust texts in the site settings', () => {
  it('start as the texts the catalogue gave, in both languages', async () => {
    const res = await staffJson(h, 'GET', '/api/content/settings/', coordinator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(CATALOGUE_TEXTS);
    expect(await publicSettings()).toMatchObject(CATALOGUE_TEXTS);
  });

  it('round-trip through the staff routes and the public read, longest texts included', async () => {
    const texts = {
      description: 'd'.repeat(300),
      about_text: 'a'.repeat(2000),
      project_text: ' The camp runs every summer. ',
      description_hi: 'अ'.repeat(300),
      about_text_hi: 'हम एक ट्रस्ट हैं।',
      project_text_hi: 'प'.repeat(2000),
    };
    const res = await staffJson(h, 'PUT', '/api/content/settings/', admin, texts);
    expect(res.statusCode).toBe(200);
    const stored = { ...texts, project_text: 'The camp runs every summer.' };
    expect(res.json()).toMatchObject(stored);
    expect((await staffJson(h, 'GET', '/api/content/settings/', coordinator)).json()).toMatchObject(stored);
    expect(await publicSettings()).toMatchObject(stored);
    const [entry] = (await auditEntries(h, { entity: 'site_settings', action: 'update' })).slice(-1);
    expect(JSON.parse(entry!.details).fields).toEqual(Object.keys(texts).sort());

    // "" empties an English text (its block is hidden) and clears a Hindi one (null: the English shows).
    const cleared = await staffJson(h, 'PUT', '/api/content/settings/', admin, { about_text: '', about_text_hi: '', description_hi: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ ...stored, about_text: '', about_text_hi: null, description_hi: null });
    expect(await settingsRow()).toMatchObject({
      about_text: '',
      about_text_hi: null,
      description_hi: null,
      project_text_hi: texts.project_text_hi,
    });
  });

  it.each([
    ['description', 301],
    ['about_text', 2001],
    ['project_text', 2001],
    ['description_hi', 301],
    ['about_text_hi', 2001],
    ['project_text_hi', 2001],
  ])('refuses a %s of %i characters with 400, changing nothing', async (field, length) => {
    const before = { row: await settingsRow(), audit: await h.count('audit_log') };
    const res = await staffJson(h, 'PUT', '/api/content/settings/', admin, { tagline: 'changed', [field]: 'x'.repeat(length) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect({ row: await settingsRow(), audit: await h.count('audit_log') }).toEqual(before);
  });

  it('refuses a text that is not a string with 400, and a coordinator with 403, changing nothing', async () => {
    const before = await settingsRow();
    expect((await staffJson(h, 'PUT', '/api/content/settings/', admin, { description: ['a list'] })).statusCode).toBe(400);
    expect((await staffJson(h, 'PUT', '/api/content/settings/', coordinator, { about_text: 'Mine' })).statusCode).toBe(403);
    expect(await settingsRow()).toEqual(before);
  });

  it('are in the OpenAPI document', async () => {
    const doc = JSON.stringify((await h.inject({ method: 'GET', url: '/api/openapi.json' })).json());
    for (const field of ['about_text', 'about_text_hi', 'project_text', 'project_text_hi']) expect(doc).toContain(`"${field}"`);
  });
});
