import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../test-support/api-harness';
import { mediaFiles, pngFile, staffJson, staffMultipart, staffSuite } from '../../test-support/staff-fixtures';

const { h, admin, coordinator } = staffSuite({ staff: { admin: 'admin', coordinator: 'coordinator' } });

const newCamp = async (name = 'Dharchula Summer Camp') =>
  (
    await staffMultipart(h, 'POST', '/api/camp/', admin, {
      name,
      location: 'Dharchula, Pithoragarh',
      year: '2026',
      image: await pngFile(1300, 800),
    })
  ).json();

describe('staff camps', () => {
  it('creates a camp with its image, shown by the public calls', async () => {
    const camp = await newCamp();
    expect(camp).toMatchObject({ name: 'Dharchula Summer Camp', location: 'Dharchula, Pithoragarh', year: 2026 });
    expect(camp.image).toMatch(/\/media\/camps\/[a-f0-9]{24}\.png$/);
    expect(camp.image_variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1200]);
    expect((await h.inject({ method: 'GET', url: `/api/camp/${camp.id}/` })).json()).toEqual(camp);
  });

  it('refuses a camp without a name or with a bad year, storing nothing; coordinators may not create camps', async () => {
    const before = [await h.count('camps'), (await mediaFiles(h)).length];
    const res = await staffMultipart(h, 'POST', '/api/camp/', admin, { location: 'x', year: 'soon', image: await pngFile() });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'year']);
    expect((await staffMultipart(h, 'POST', '/api/camp/', coordinator, { name: 'x', location: 'x', year: '2026' })).statusCode).toBe(403);
    expect([await h.count('camps'), (await mediaFiles(h)).length]).toEqual(before);
  });

  it('edits fields, replaces or removes the image, removing old files', async () => {
    const camp = await newCamp('Munsiyari camp');
    const edited = await staffMultipart(h, 'PUT', `/api/camp/${camp.id}/`, admin, { year: '2027', image: await pngFile(300, 200) });
    expect(edited.json()).toMatchObject({ name: 'Munsiyari camp', year: 2027 });
    expect(edited.json().image).not.toBe(camp.image);
    const files = await mediaFiles(h);
    expect(files.some((f) => f.endsWith(camp.image.split('/media/')[1]))).toBe(false);
    const removed = await staffJson(h, 'PUT', `/api/camp/${camp.id}/`, admin, { remove_image: true });
    expect(removed.json()).toMatchObject({ image: null, image_variants: [] });
    expect((await mediaFiles(h)).length).toBe(files.length - 2);
  });

  it('refuses to delete a camp with students (409, nothing changed), then deletes it with its gallery files', async () => {
    const camp = await newCamp('Gopeshwar camp');
    const picture = (await staffMultipart(h, 'POST', '/api/gallery/', admin, { camp: String(camp.id), image: await pngFile() })).json();
    const student = (
      await staffJson(h, 'POST', '/api/students/', admin, {
        name: 'S',
        standard: 9,
        school: 'S',
        village: 'V',
        district: 'D',
        gender: 'male',
        camp: camp.id,
      })
    ).json();
    const update = (await staffJson(h, 'POST', '/api/add_update/', admin, { title: 'T', text: 'X', camp_id: camp.id })).json();
    const before = [await h.count('camps'), await h.count('gallery_items'), (await mediaFiles(h)).length];
    const refused = await staffJson(h, 'DELETE', `/api/camp/${camp.id}/?confirm=gallery_items:1,announcements:1`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'This camp still has students. Move or delete them first.' });
    expect([await h.count('camps'), await h.count('gallery_items'), (await mediaFiles(h)).length]).toEqual(before);

    await staffJson(h, 'DELETE', `/api/students/${student.id}/`, admin);
    expect((await staffJson(h, 'DELETE', `/api/camp/${camp.id}/?confirm=gallery_items:1,announcements:1`, admin)).statusCode).toBe(204);
    expect((await h.inject({ method: 'GET', url: `/api/gallery/${picture.id}/` })).statusCode).toBe(404);
    const files = await mediaFiles(h);
    expect(files.some((f) => f.endsWith(camp.image.split('/media/')[1]) || f.endsWith(picture.image.split('/media/')[1]))).toBe(false);
    // The camp's update stays, without a camp.
    expect((await h.inject({ method: 'GET', url: `/announcements/${update.id}/` })).json().camp_id).toBeNull();
  });

  it('never deletes a camp that holds content silently: 409 naming the counts, nothing changed, until the call confirms them', async () => {
    const camp = await newCamp('Askot camp');
    const picture = (await staffMultipart(h, 'POST', '/api/gallery/', admin, { camp: String(camp.id), image: await pngFile() })).json();
    const updates = [];
    for (const title of ['Screening test', 'Results day']) {
      updates.push((await staffJson(h, 'POST', '/api/add_update/', admin, { title, text: 'X', camp_id: camp.id })).json());
    }
    const state = async () => [
      await h.count('camps'),
      await h.count('gallery_items'),
      await h.count('announcements'),
      (await mediaFiles(h)).length,
      (await auditEntries(h, { action: 'delete', entity: 'camp' })).length,
    ];
    const before = await state();

    const content = await staffJson(h, 'GET', `/api/camp/${camp.id}/content/`, admin);
    expect(content.json()).toEqual({ gallery_items: 1, announcements: 2, test_papers: 0, test_results: 0, slots: 0 });
    expect((await staffJson(h, 'GET', `/api/camp/${camp.id}/content/`, coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', '/api/camp/999999/content/', admin)).statusCode).toBe(404);

    const refused = await staffJson(h, 'DELETE', `/api/camp/${camp.id}/`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error:
        'This camp holds 1 gallery picture and 2 announcements. Deleting it deletes its gallery pictures; its announcements, test papers, results and slots stay, without a camp. To delete it all the same, send confirm=gallery_items:1,announcements:2.',
    });
    // A confirmation of other counts (stale, or made up) is refused the same way.
    for (const confirm of ['gallery_items:1,announcements:1', 'true', '']) {
      expect((await staffJson(h, 'DELETE', `/api/camp/${camp.id}/?confirm=${confirm}`, admin)).statusCode).toBe(409);
    }
    expect(await state()).toEqual(before);
    expect((await h.inject({ method: 'GET', url: `/api/gallery/${picture.id}/` })).statusCode).toBe(200);

    const deleted = await staffJson(h, 'DELETE', `/api/camp/${camp.id}/?confirm=gallery_items:1,announcements:2`, admin);
    expect(deleted.statusCode).toBe(204);
    expect((await h.inject({ method: 'GET', url: `/api/gallery/${picture.id}/` })).statusCode).toBe(404);
    expect((await mediaFiles(h)).some((f) => f.endsWith(picture.image.split('/media/')[1]))).toBe(false);
    for (const update of updates) {
      expect((await h.inject({ method: 'GET', url: `/announcements/${update.id}/` })).json().camp_id).toBeNull();
    }
    const entry = (await auditEntries(h, { action: 'delete', entity: 'camp', entity_id: camp.id })).at(-1);
    expect(JSON.parse(String(entry!.details))).toEqual({ gallery_items: [picture.id], confirmed: 'gallery_items:1,announcements:2' });
  });

  it('deletes a camp that holds nothing without a confirmation', async () => {
    const camp = await newCamp('Empty camp');
    expect((await staffJson(h, 'GET', `/api/camp/${camp.id}/content/`, admin)).json()).toMatchObject({
      gallery_items: 0,
      announcements: 0,
    });
    expect((await staffJson(h, 'DELETE', `/api/camp/${camp.id}/`, admin)).statusCode).toBe(204);
    expect((await h.inject({ method: 'GET', url: `/api/camp/${camp.id}/` })).statusCode).toBe(404);
  });
});
