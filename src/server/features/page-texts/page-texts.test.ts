// The pages' headings and intro lines as staff word them (decision 0033): an admin changes only the
// fields sent, "" goes back to the website's own, the site content reply carries them; a refusal
// changes nothing.
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../../shared/schemas/staff/site-content';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';

const { h, admin, coordinator } = staffSuite({ staff: { admin: 'admin', coordinator: 'coordinator' } });

const read = async () => siteContent.parse((await h.inject({ method: 'GET', url: '/api/site-content/' })).json()).page_texts;
const stored = async () => ({
  rows: await h.db.kysely.selectFrom('page_texts').selectAll().orderBy('page').execute(),
  audit: await h.count('audit_log'),
});

describe('page headings and intro lines', () => {
  it('are empty until staff word them; only the fields sent change, "" goes back to the website’s own', async () => {
    // Nothing given: only the time of the last change, '' (a page's data stays small).
    expect(await read()).toEqual({ updated_at: '' });

    const first = await staffJson(h, 'PUT', '/api/page-texts/', admin, {
      about_title: '  Who we are ',
      about_title_hi: 'हम कौन हैं',
      downloads_intro: 'Papers, reports and photos.',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      about_title: 'Who we are',
      about_title_hi: 'हम कौन हैं',
      downloads_intro: 'Papers, reports and photos.',
    });
    const second = await staffJson(h, 'PUT', '/api/page-texts/', admin, { about_title: '', contact_intro: 'Write to us.' });
    expect(second.json()).toMatchObject({ about_title_hi: 'हम कौन हैं', downloads_intro: 'Papers, reports and photos.' });
    expect(second.json().about_title).toBeUndefined();
    const shown = await read();
    expect(shown).toEqual(second.json());
    expect(shown.contact_intro).toBe('Write to us.');
    expect(shown.updated_at).not.toBe('');
    // One row a page, made when it first changed.
    expect((await stored()).rows.map((r) => r.page)).toEqual(['about', 'contact', 'downloads']);
    const audit = await h.db.kysely.selectFrom('audit_log').select(['entity', 'details']).where('entity', '=', 'page_texts').execute();
    expect(audit).toHaveLength(2);
  });

  it('refuses a coordinator, no token and an over-long text, changing nothing', async () => {
    const before = await stored();
    expect((await staffJson(h, 'PUT', '/api/page-texts/', coordinator, { about_title: 'X' })).statusCode).toBe(403);
    expect((await staffJson(h, 'PUT', '/api/page-texts/', null, { about_title: 'X' })).statusCode).toBe(401);
    const long = await staffJson(h, 'PUT', '/api/page-texts/', admin, { about_title: 'X', teaching_intro_hi: 'अ'.repeat(401) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['teaching_intro_hi']);
    expect(await stored()).toEqual(before);
  });
});
