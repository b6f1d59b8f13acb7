import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTENT_LISTS } from '../../../shared/schemas/staff/site-content';
import { auditEntries } from '../../test-support/api-harness';
import { hostileUploads, jpegWithGps, mediaFiles, pngFile, staffJson, staffMultipart, staffSuite } from '../../test-support/staff-fixtures';
import { tableRows } from '../../test-support/stored-state';

const { h, admin, coordinator } = staffSuite({ staff: { admin: 'admin', coordinator: 'coordinator' } });

const SITE_TABLES = ['site_settings', 'site_about', 'programs', 'testimonials', 'volunteer_experiences', 'trustees', 'partnership_options'];

/** Every row of the site's content, the audit log's length and the media folder: what a refusal must leave as it was. */
async function snapshot() {
  return { rows: await tableRows(h, SITE_TABLES), audit: await h.count('audit_log'), media: await mediaFiles(h) };
}

/** A valid new item of each list kind. */
const SAMPLES: Record<(typeof CONTENT_LISTS)[number], Record<string, unknown>> = {
  programs: {
    title: 'Intensive Coaching Camps',
    slug: 'intensive-coaching',
    text: 'A free two-month camp.',
    facts: [{ label: 'Daily schedule', text: 'A full day:', sub_points: ['7:30 AM core classes', '8:00 PM doubt solving'] }],
  },
  testimonials: { name: 'Asha', place: 'student from Dharchula', quote: 'The teachers explained every doubt.' },
  'volunteer-experiences': { name: 'Rahul', place: 'engineering student', quote: 'Teaching physics changed me.' },
  trustees: { name: 'Dr. R. S. Bisht', title: 'Founder and Chairperson', points: ['Founded the trust.', 'Retired professor.'] },
  'partnership-options': { title: 'Sponsor a Student Education', description: 'One student’s place.', points: ['Books', 'Lodging'] },
};
/** The field each kind refuses when it is too long, and its limit. */
const LONG: Record<(typeof CONTENT_LISTS)[number], [string, number]> = {
  programs: ['title', 200],
  testimonials: ['quote', 2000],
  'volunteer-experiences': ['name', 120],
  trustees: ['name', 200],
  'partnership-options': ['description', 2000],
};
const WITH_IMAGE = CONTENT_LISTS.filter((k) => k !== 'partnership-options');

describe('site settings', () => {
  it('are read by any staff, changed by admins only, and refused to anonymous callers', async () => {
    expect((await staffJson(h, 'GET', '/api/content/settings/', coordinator)).statusCode).toBe(200);
    expect((await staffJson(h, 'GET', '/api/content/settings/', null)).statusCode).toBe(401);
    const before = await snapshot();
    expect((await staffJson(h, 'PUT', '/api/content/settings/', coordinator, { name: 'Renamed' })).statusCode).toBe(403);
    expect((await staffJson(h, 'PUT', '/api/content/settings/', null, { name: 'Renamed' })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('changes the fields sent, keeps the others, and audits the change', async () => {
    const first = await staffJson(h, 'PUT', '/api/content/settings/', admin, {
      name: 'Hill Camps Education Trust',
      tagline: 'Empowering young minds',
      contact_email: 'contact@example.org',
      contact_phone: '+91 98765 43210',
      facebook_url: 'https://facebook.com/hillcamps',
      donate_url: 'https://www.paypal.com/donate',
      donate_business_id: 'BIZ-1',
    });
    expect(first.statusCode).toBe(200);
    const second = await staffJson(h, 'PUT', '/api/content/settings/', admin, { hero_text: 'Every summer…', facebook_url: '' });
    expect(second.json()).toMatchObject({
      name: 'Hill Camps Education Trust',
      tagline: 'Empowering young minds',
      hero_text: 'Every summer…',
      facebook_url: '',
      donate_business_id: 'BIZ-1',
    });
    const entries = await auditEntries(h, { entity: 'site_settings', action: 'update' });
    expect(JSON.parse(entries.at(-1)!.details)).toEqual({ fields: ['facebook_url', 'hero_text'] });
  });

  it.each([
    ['a javascript: link', { youtube_url: 'javascript:alert(1)' }, 'youtube_url'],
    ['an ftp donate URL', { donate_url: 'ftp://example.org/donate' }, 'donate_url'],
    ['a URL without a host', { x_url: 'https://' }, 'x_url'],
    ['an over-long tagline', { tagline: 'x'.repeat(301) }, 'tagline'],
    ['an empty name', { name: ' ' }, 'name'],
    ['a malformed e-mail', { contact_email: 'not-an-address' }, 'contact_email'],
  ])('refuses %s with 400, changing nothing', async (_name, body, field) => {
    const before = await snapshot();
    const res = await staffJson(h, 'PUT', '/api/content/settings/', admin, { hero_text: 'changed', ...body });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await snapshot()).toEqual(before);
  });
});

describe('about', () => {
  it('changes texts by JSON and photos by a form, re-encoded without their metadata, with WebP variants', async () => {
    const texts = await staffJson(h, 'PUT', '/api/content/about/', admin, {
      vision_points: ['Every child has teaching.', 'No student gives up.'],
      mission_points: ['Run free camps.'],
      founder_name: 'Dr. R. S. Bisht',
      founder_title: 'Founder and Chairperson',
      founder_message: 'First paragraph.\n\nSecond paragraph.',
      teaching_approach: [{ title: 'Concepts first', text: 'Examples before formulas.' }],
      program_facts: [{ label: 'Since', value: '2017' }],
    });
    expect(texts.statusCode).toBe(200);
    expect(texts.json()).toMatchObject({ vision_points: ['Every child has teaching.', 'No student gives up.'], founder_photo: null });

    const res = await staffMultipart(h, 'PUT', '/api/content/about/', admin, {
      coordinator_name: 'Camp Coordinator',
      mission_points: JSON.stringify(['Run free camps.', 'Mentor every student.']),
      founder_photo: await jpegWithGps(),
      coordinator_photo: await pngFile(900, 900),
    });
    expect(res.statusCode).toBe(200);
    const about = res.json();
    expect(about).toMatchObject({
      coordinator_name: 'Camp Coordinator',
      founder_name: 'Dr. R. S. Bisht',
      mission_points: ['Run free camps.', 'Mentor every student.'],
    });
    expect(about.coordinator_photo.variants.length).toBeGreaterThan(0);
    expect(about.coordinator_photo.variants.every((v: { format: string }) => v.format === 'webp')).toBe(true);
    const stored = await h.app.media.read(about.founder_photo.url.split('/media/')[1]);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const entries = await auditEntries(h, { entity: 'about', action: 'update' });
    expect(JSON.parse(entries.at(-1)!.details)).toEqual({
      fields: ['coordinator_name', 'coordinator_photo', 'founder_photo', 'mission_points'],
    });

    const removed = await staffJson(h, 'PUT', '/api/content/about/', admin, { remove_founder_photo: true });
    expect(removed.json().founder_photo).toBeNull();
    expect(removed.json().coordinator_photo).not.toBeNull();
    expect((await mediaFiles(h)).some((f) => f.endsWith(about.founder_photo.url.split('/media/')[1]))).toBe(false);
  });

  it('is read by coordinators, who cannot change it', async () => {
    expect((await staffJson(h, 'GET', '/api/content/about/', coordinator)).statusCode).toBe(200);
    const before = await snapshot();
    expect((await staffJson(h, 'PUT', '/api/content/about/', coordinator, { founder_name: 'X' })).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', '/api/content/about/', null)).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an over-long point, a list that is not one, and a file that is not an image, changing nothing', async () => {
    const before = await snapshot();
    expect((await staffJson(h, 'PUT', '/api/content/about/', admin, { vision_points: ['x'.repeat(501)] })).statusCode).toBe(400);
    expect((await staffJson(h, 'PUT', '/api/content/about/', admin, { mission_points: 'one point' })).statusCode).toBe(400);
    expect((await staffJson(h, 'PUT', '/api/content/about/', admin, { founder_message: 'x'.repeat(10_001) })).statusCode).toBe(400);
    for (const upload of await hostileUploads()) {
      if (upload.field !== 'image') continue;
      const res = await staffMultipart(h, 'PUT', '/api/content/about/', admin, { founder_name: 'Changed', founder_photo: upload.file });
      expect(upload.status, upload.name).toContain(res.statusCode);
      expect(res.json()).toHaveProperty('error');
    }
    // A good photo with a bad text: the photo is not kept either.
    const mixed = await staffMultipart(h, 'PUT', '/api/content/about/', admin, {
      founder_name: 'x'.repeat(201),
      founder_photo: await pngFile(),
    });
    expect(mixed.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe.each(CONTENT_LISTS)('the %s list', (kind) => {
  const url = `/api/content/${kind}/`;
  const sample = SAMPLES[kind];
  const second = kind === 'programs' ? { ...sample, slug: 'weekly-tests', title: 'Weekly tests' } : { ...sample };
  const third = kind === 'programs' ? { ...sample, slug: 'mentorship', title: 'Mentorship' } : { ...sample };

  it('creates items at the end, lists them in order, reads, changes and deletes one, with an audit entry each', async () => {
    const a = await staffJson(h, 'POST', url, admin, sample);
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject(kind === 'programs' ? { title: sample.title, slug: sample.slug } : sample);
    const b = await staffJson(h, 'POST', url, admin, second);
    const c = await staffJson(h, 'POST', url, admin, third);
    const ids = [a, b, c].map((r) => r.json().id as number);
    const list = await staffJson(h, 'GET', url, coordinator);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { id: number }) => i.id)).toEqual(ids);

    const field = LONG[kind][0];
    const changed = await staffJson(h, 'PUT', `${url}${ids[1]}/`, admin, { [field]: 'Changed' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()[field]).toBe('Changed');
    expect((await staffJson(h, 'GET', `${url}${ids[1]}/`, coordinator)).json()[field]).toBe('Changed');

    expect((await staffJson(h, 'DELETE', `${url}${ids[2]}/`, admin)).statusCode).toBe(204);
    expect((await staffJson(h, 'GET', `${url}${ids[2]}/`, admin)).statusCode).toBe(404);
    const entity = {
      programs: 'program',
      testimonials: 'testimonial',
      'volunteer-experiences': 'volunteer_experience',
      trustees: 'trustee',
      'partnership-options': 'partnership_option',
    }[kind];
    expect((await auditEntries(h, { entity, entity_id: ids[1]! })).map((e) => e.action)).toEqual(['create', 'update']);
    expect((await auditEntries(h, { entity, entity_id: ids[2]! })).map((e) => e.action)).toEqual(['create', 'delete']);
  });

  it('puts the list in a new order naming every id once, and refuses unknown, missing or repeated ids', async () => {
    const ids = ((await staffJson(h, 'GET', url, admin)).json() as { id: number }[]).map((i) => i.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const reversed = [...ids].reverse();
    const res = await staffJson(h, 'PUT', `${url}order/`, admin, { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { id: number }) => i.id)).toEqual(reversed);
    expect((await staffJson(h, 'GET', url, coordinator)).json().map((i: { id: number }) => i.id)).toEqual(reversed);
    const entity = (await auditEntries(h, { action: 'reorder' })).at(-1)!;
    expect(JSON.parse(entity.details)).toEqual({ ids: reversed });

    const before = await snapshot();
    for (const body of [
      { ids: [...reversed, 999_999] },
      { ids: reversed.slice(1) },
      { ids: [reversed[0], ...reversed] },
      { ids: [...reversed.slice(1), reversed[1]] },
      { ids: 'all' },
      {},
      { ids: [-1] },
    ]) {
      const refused = await staffJson(h, 'PUT', `${url}order/`, admin, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toHaveProperty('error');
    }
    expect((await staffJson(h, 'PUT', `${url}order/`, coordinator, { ids })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses over-long text, a missing required field, coordinators and anonymous callers, changing nothing', async () => {
    const [field, max] = LONG[kind];
    const id = ((await staffJson(h, 'GET', url, admin)).json() as { id: number }[])[0]!.id;
    const before = await snapshot();
    const long = await staffJson(h, 'POST', url, admin, {
      ...sample,
      ...(kind === 'programs' ? { slug: 'new-one' } : {}),
      [field]: 'x'.repeat(max + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[field]).toBeDefined();
    expect((await staffJson(h, 'PUT', `${url}${id}/`, admin, { [field]: 'x'.repeat(max + 1) })).statusCode).toBe(400);
    const required = kind === 'programs' || kind === 'partnership-options' ? 'title' : 'name';
    expect((await staffJson(h, 'POST', url, admin, { ...sample, [required]: '' })).statusCode).toBe(400);
    expect((await staffJson(h, 'POST', url, coordinator, sample)).statusCode).toBe(403);
    expect((await staffJson(h, 'PUT', `${url}${id}/`, coordinator, { [field]: 'X' })).statusCode).toBe(403);
    expect((await staffJson(h, 'DELETE', `${url}${id}/`, coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', url, null)).statusCode).toBe(401);
    expect((await staffJson(h, 'POST', url, null, sample)).statusCode).toBe(401);
    expect((await staffJson(h, 'PUT', `${url}999999/`, admin, { [field]: 'X' })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe.each(WITH_IMAGE)('the image of a %s item', (kind) => {
  const url = `/api/content/${kind}/`;
  const form = (extra: Record<string, string>) => {
    const sample = {
      ...SAMPLES[kind],
      ...(kind === 'programs' ? { slug: `with-image-${Math.random().toString(36).slice(2, 8)}` } : {}),
      ...extra,
    };
    return Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  };

  it('goes through the upload checks: a form with a PNG stores it with variants; remove_image drops it', async () => {
    const res = await staffMultipart(h, 'POST', url, admin, { ...form({ image_alt: 'A portrait' }), image: await pngFile(1000, 700) });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item.image).toMatchObject({ width: 1000, height: 700 });
    expect(item.image.variants.length).toBeGreaterThan(0);
    expect(item.image.variants.every((v: { format: string }) => v.format === 'webp')).toBe(true);
    expect(item.image_alt).toBe('A portrait');
    const edited = await staffJson(h, 'PUT', `${url}${item.id}/`, admin, { remove_image: true });
    expect(edited.json().image).toBeNull();
    expect((await mediaFiles(h)).some((f) => f.endsWith(item.image.url.split('/media/')[1]))).toBe(false);
  });

  it('refuses a file that is not an acceptable image, storing nothing', async () => {
    const before = await snapshot();
    for (const upload of await hostileUploads()) {
      if (upload.field !== 'image') continue;
      const res = await staffMultipart(h, 'POST', url, admin, { ...form({}), image: upload.file });
      expect(upload.status, upload.name).toContain(res.statusCode);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('programs', () => {
  it('refuse a slug another program has, or one that is not lower-case words with hyphens', async () => {
    await staffJson(h, 'POST', '/api/content/programs/', admin, { title: 'Unique', slug: 'unique-slug' });
    const before = await snapshot();
    const taken = await staffJson(h, 'POST', '/api/content/programs/', admin, { title: 'Other', slug: 'unique-slug' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.slug).toBeDefined();
    expect((await staffJson(h, 'POST', '/api/content/programs/', admin, { title: 'Other', slug: 'Not A Slug' })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the public read', () => {
  it('shows a change at once, without a token', async () => {
    const first = await h.inject({ method: 'GET', url: '/api/site-content/' });
    expect(first.statusCode).toBe(200);
    await staffJson(h, 'PUT', '/api/content/settings/', admin, { quote: 'Education is the most powerful weapon.' });
    const res = await h.inject({ method: 'GET', url: '/api/site-content/' });
    expect(res.json().settings.quote).toBe('Education is the most powerful weapon.');
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'about',
        'page_texts',
        'partnership_options',
        'pictures',
        'programs',
        'settings',
        'testimonials',
        'trustees',
        'volunteer_experiences',
      ].sort(),
    );
  });
});
