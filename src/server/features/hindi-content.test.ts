// The Hindi versions of the texts staff give (decision 0021, migration 011): every kind takes its
// optional `<field>_hi` on create and update (JSON, and multipart where the kind takes a form),
// bounded as the English field is; "" is none (stored as null); the public replies carry them, and
// a Hindi page falls back to the English field by field.
import { describe, expect, it } from 'vitest';
import { localized } from '../../shared/lang';
import { announcement, galleryItem, testPaper, testResult } from '../../shared/schemas/content';
import { siteContent } from '../../shared/schemas/staff/site-content';
import { createCamp, pdfFile, pngFile, staffJson, staffMultipart, staffSuite } from '../test-support/staff-fixtures';
import { tableNames, tableRows } from '../test-support/stored-state';

const { h, camps, admin } = staffSuite({ camps: { a: 'Dharchula Summer Camp' }, staff: { admin: 'admin' } });

/** Every row of the tables with Hindi texts (a `_hi` column), and the audit log's length: what a refusal must leave as it was. */
async function snapshot() {
  const hindiTables = await tableNames(h, (column) => column.endsWith('_hi'));
  expect(hindiTables).toEqual(expect.arrayContaining(['announcements', 'site_settings', 'partnership_options']));
  return { rows: await tableRows(h, hindiTables), audit: await h.count('audit_log') };
}

/** A refusal: 400 in the error shape naming the field (or an item of it), and nothing changed. */
async function expectRefused(send: () => Promise<{ statusCode: number; json(): unknown }>, field: string) {
  const before = await snapshot();
  const res = await send();
  expect(res.statusCode).toBe(400);
  const named = Object.keys((res.json() as { errors: Record<string, string[]> }).errors);
  expect(named.some((name) => name === field || name.startsWith(`${field}.`))).toBe(true);
  expect(await snapshot()).toEqual(before);
}

const publicSiteContent = async () => siteContent.parse((await h.inject({ method: 'GET', url: '/api/site-content/' })).json());

describe('updates (announcements) in Hindi', () => {
  it('are published and edited with Hindi fields, which the public list and detail carry', async () => {
    const created = await staffJson(h, 'POST', '/api/add_update/', admin, {
      title: 'Screening test',
      text: 'Bring your school identity card.',
      venue: 'GIC Dharchula',
      examTime: '10 AM',
      camp_id: camps.a,
      title_hi: '  चयन परीक्षा  ',
      text_hi: 'अपना विद्यालय पहचान पत्र साथ लाएँ।',
      venue_hi: 'राजकीय इंटर कॉलेज, धारचूला',
      // The other name §3's examTime has is accepted for its Hindi too.
      exam_time_hi: 'सुबह 10 बजे',
    });
    expect(created.statusCode).toBe(201);
    const hindi = { title_hi: 'चयन परीक्षा', text_hi: 'अपना विद्यालय पहचान पत्र साथ लाएँ।', venue_hi: 'राजकीय इंटर कॉलेज, धारचूला' };
    expect(created.json()).toMatchObject({ ...hindi, examTime_hi: 'सुबह 10 बजे' });
    const id = created.json().id as number;

    // Only the fields sent change: "" clears a Hindi text (the English shows again), the others stay.
    const edited = await staffJson(h, 'PUT', `/api/add_update/?id=${id}`, admin, { examTime_hi: '', text_hi: 'नया पाठ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title_hi: 'चयन परीक्षा', text_hi: 'नया पाठ', examTime_hi: null, examTime: '10 AM' });
    expect(await h.db.kysely.selectFrom('announcements').select('exam_time_hi').where('id', '=', id).executeTakeFirst()).toEqual({
      exam_time_hi: null,
    });

    const detail = announcement.parse((await h.inject({ method: 'GET', url: `/announcements/${id}/` })).json());
    expect(detail).toMatchObject({ title_hi: 'चयन परीक्षा', text_hi: 'नया पाठ', examTime_hi: null });
    const list = (await h.inject({ method: 'GET', url: '/api/updates/' })).json() as unknown[];
    expect(list.map((a) => announcement.parse(a)).find((a) => a.id === id)).toEqual(detail);

    // A Hindi page: the Hindi where given, the English where not.
    expect(localized(detail, 'title', 'hi')).toBe('चयन परीक्षा');
    expect(localized(detail, 'examTime', 'hi')).toBe('10 AM');
    expect(localized(detail, 'title', 'en')).toBe('Screening test');
  });

  it('refuses a Hindi text longer than its English field may be, changing nothing', async () => {
    const id = (await staffJson(h, 'POST', '/api/add_update/', admin, { title: 'T', text: 'X' })).json().id as number;
    await expectRefused(
      () => staffJson(h, 'POST', '/api/add_update/', admin, { title: 'T', text: 'X', title_hi: 'अ'.repeat(301) }),
      'title_hi',
    );
    await expectRefused(() => staffJson(h, 'PUT', `/api/add_update/?id=${id}`, admin, { venue_hi: 'अ'.repeat(301) }), 'venue_hi');
    await expectRefused(() => staffJson(h, 'PUT', `/api/add_update/?id=${id}`, admin, { examTime_hi: 'अ'.repeat(101) }), 'examTime_hi');
    await expectRefused(() => staffJson(h, 'PUT', `/api/add_update/?id=${id}`, admin, { text_hi: 42 }), 'text_hi');
    // At the bound it is taken.
    const atBound = await staffJson(h, 'PUT', `/api/add_update/?id=${id}`, admin, { title_hi: 'अ'.repeat(300) });
    expect(atBound.statusCode).toBe(200);
  });
});

describe('test papers, results and gallery pictures in Hindi', () => {
  it('take a Hindi title from their form, and an edit by JSON; the public lists carry it', async () => {
    const paper = await staffMultipart(h, 'POST', '/api/test-papers/', admin, {
      title: 'Weekly test 1',
      type: 'weekly',
      title_hi: 'साप्ताहिक परीक्षा 1',
      file: pdfFile(),
    });
    expect(paper.statusCode).toBe(201);
    expect(paper.json()).toMatchObject({ title: 'Weekly test 1', title_hi: 'साप्ताहिक परीक्षा 1' });
    const papers = ((await h.inject({ method: 'GET', url: '/api/test-papers/' })).json() as unknown[]).map((p) => testPaper.parse(p));
    expect(papers.find((p) => p.id === paper.json().id)?.title_hi).toBe('साप्ताहिक परीक्षा 1');

    // A form's empty field is no Hindi.
    const result = await staffMultipart(h, 'POST', '/api/test-results/', admin, {
      title: 'Weekly results 1',
      type: 'weekly',
      title_hi: '',
      file: pdfFile('results.pdf'),
    });
    expect(result.statusCode).toBe(201);
    expect(result.json().title_hi).toBeNull();
    const edited = await staffJson(h, 'PUT', `/api/test-results/${result.json().id}/`, admin, { title_hi: 'साप्ताहिक परिणाम 1' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Weekly results 1', title_hi: 'साप्ताहिक परिणाम 1' });
    const results = ((await h.inject({ method: 'GET', url: '/api/test-results/' })).json() as unknown[]).map((r) => testResult.parse(r));
    expect(results.find((r) => r.id === result.json().id)?.title_hi).toBe('साप्ताहिक परिणाम 1');

    const camp = await createCamp(h, 'Munsiyari Summer Camp');
    const picture = await staffMultipart(h, 'POST', '/api/gallery/', admin, {
      title: 'Regular class',
      description: 'Morning class',
      camp: String(camp),
      description_hi: 'सुबह की कक्षा',
      image: await pngFile(),
    });
    expect(picture.statusCode).toBe(201);
    const shown = galleryItem.parse(
      ((await h.inject({ method: 'GET', url: `/api/gallery/?camp_id=${camp}` })).json() as unknown[]).find(
        (g) => (g as { id: number }).id === picture.json().id,
      ),
    );
    expect(shown).toMatchObject({ title_hi: null, description_hi: 'सुबह की कक्षा' });
    expect(localized(shown, 'title', 'hi')).toBe('Regular class');
    expect(localized(shown, 'description', 'hi')).toBe('सुबह की कक्षा');
  });

  it('refuse an over-long Hindi title or caption, storing nothing', async () => {
    const camp = await createCamp(h, 'Gopeshwar Summer Camp');
    await expectRefused(
      () =>
        staffMultipart(h, 'POST', '/api/test-papers/', admin, { title: 'P', type: 'weekly', title_hi: 'अ'.repeat(301), file: pdfFile() }),
      'title_hi',
    );
    const image = await pngFile();
    await expectRefused(
      () => staffMultipart(h, 'POST', '/api/gallery/', admin, { title: 'G', camp: String(camp), description_hi: 'अ'.repeat(5001), image }),
      'description_hi',
    );
  });
});

describe('the camp of an update, a picture and a paper in Hindi', () => {
  it('comes with its Hindi name (and a picture with the camp’s Hindi place), null where the camp has none', async () => {
    const camp = await createCamp(h, 'Gopeshwar Summer Camp');
    await h.db.kysely
      .updateTable('camps')
      .set({ name_hi: 'गोपेश्वर ग्रीष्मकालीन शिविर', location_hi: 'गोपेश्वर' })
      .where('id', '=', camp)
      .execute();
    const update = await staffJson(h, 'POST', '/api/add_update/', admin, { title: 'Camp opens', text: 'Welcome.', camp_id: camp });
    const plain = await staffJson(h, 'POST', '/api/add_update/', admin, { title: 'Other camp', text: 'Hello.', camp_id: camps.a });
    const picture = await staffMultipart(h, 'POST', '/api/gallery/', admin, { title: 'Class', camp: String(camp), image: await pngFile() });
    const paper = await staffMultipart(h, 'POST', '/api/test-papers/', admin, {
      title: 'Weekly test 2',
      type: 'weekly',
      camp: String(camp),
      file: pdfFile(),
    });
    expect([update.statusCode, plain.statusCode, picture.statusCode, paper.statusCode]).toEqual([201, 201, 201, 201]);

    const detail = announcement.parse((await h.inject({ method: 'GET', url: `/announcements/${update.json().id}/` })).json());
    expect(localized(detail, 'camp_name', 'hi')).toBe('गोपेश्वर ग्रीष्मकालीन शिविर');
    expect(localized(detail, 'camp_name', 'en')).toBe('Gopeshwar Summer Camp');
    const other = announcement.parse((await h.inject({ method: 'GET', url: `/announcements/${plain.json().id}/` })).json());
    expect(other.camp_name_hi).toBeNull();
    expect(localized(other, 'camp_name', 'hi')).toBe('Dharchula Summer Camp');

    const shown = galleryItem.parse(((await h.inject({ method: 'GET', url: `/api/gallery/?camp_id=${camp}` })).json() as unknown[])[0]);
    expect(shown).toMatchObject({ camp_name_hi: 'गोपेश्वर ग्रीष्मकालीन शिविर', location_hi: 'गोपेश्वर' });
    const papers = ((await h.inject({ method: 'GET', url: `/api/test-papers/?camp_id=${camp}` })).json() as unknown[]).map((p) =>
      testPaper.parse(p),
    );
    expect(papers.map((p) => p.camp_name_hi)).toEqual(['गोपेश्वर ग्रीष्मकालीन शिविर']);
  });
});

describe('the site content in Hindi', () => {
  it('settings: Hindi texts beside the English ones, "" clearing one, in the public reply', async () => {
    const res = await staffJson(h, 'PUT', '/api/content/settings/', admin, {
      name: 'Hill Camps Education Trust',
      tagline: 'Empowering young minds',
      name_hi: 'हिल कैंप्स एजुकेशन ट्रस्ट',
      tagline_hi: 'युवा मन को सशक्त बनाना',
      hero_text_hi: 'हर गर्मी में…',
    });
    expect(res.statusCode).toBe(200);
    const cleared = await staffJson(h, 'PUT', '/api/content/settings/', admin, { tagline_hi: '' });
    expect(cleared.json()).toMatchObject({ name_hi: 'हिल कैंप्स एजुकेशन ट्रस्ट', tagline_hi: null, hero_text_hi: 'हर गर्मी में…', quote_hi: null });
    const { settings } = await publicSiteContent();
    expect(localized(settings, 'name', 'hi')).toBe('हिल कैंप्स एजुकेशन ट्रस्ट');
    expect(localized(settings, 'tagline', 'hi')).toBe('Empowering young minds');
    await expectRefused(() => staffJson(h, 'PUT', '/api/content/settings/', admin, { quote_hi: 'अ'.repeat(1001) }), 'quote_hi');
    await expectRefused(() => staffJson(h, 'PUT', '/api/content/settings/', admin, { short_name_hi: 'अ'.repeat(101) }), 'short_name_hi');
  });

  it('about: Hindi texts, parallel Hindi points and Hindi inside the approach and facts, by JSON and by form', async () => {
    const json = await staffJson(h, 'PUT', '/api/content/about/', admin, {
      vision_points: ['Every child learns.', 'No one gives up.', 'Students become teachers.'],
      // The second point has no Hindi; empty items at the end are dropped.
      vision_points_hi: ['हर बच्चा सीखे।', '', 'विद्यार्थी शिक्षक बनें।', '', ''],
      founder_title: 'Founder',
      founder_title_hi: 'संस्थापक',
      teaching_approach: [{ title: 'Concepts first', text: 'Ideas before formulas.', title_hi: 'पहले अवधारणाएँ' }],
      program_facts: [{ label: 'Camp', value: '2 months', value_hi: '2 महीने' }],
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      vision_points_hi: ['हर बच्चा सीखे।', '', 'विद्यार्थी शिक्षक बनें।'],
      mission_points_hi: [],
      founder_title_hi: 'संस्थापक',
      founder_message_hi: null,
      teaching_approach: [{ title: 'Concepts first', text: 'Ideas before formulas.', title_hi: 'पहले अवधारणाएँ', text_hi: null }],
      program_facts: [{ label: 'Camp', value: '2 months', label_hi: null, value_hi: '2 महीने' }],
    });

    const form = await staffMultipart(h, 'PUT', '/api/content/about/', admin, {
      mission_points: JSON.stringify(['Run free camps.']),
      mission_points_hi: JSON.stringify(['निःशुल्क शिविर चलाना।']),
      vision_points_hi: '[]',
      coordinator_message_hi: 'पहला अनुच्छेद।\n\nदूसरा अनुच्छेद।',
    });
    expect(form.statusCode).toBe(200);
    const { about } = await publicSiteContent();
    expect(about).toMatchObject({
      vision_points: ['Every child learns.', 'No one gives up.', 'Students become teachers.'],
      vision_points_hi: [],
      mission_points_hi: ['निःशुल्क शिविर चलाना।'],
      coordinator_message_hi: 'पहला अनुच्छेद।\n\nदूसरा अनुच्छेद।',
      founder_title_hi: 'संस्थापक',
    });
    // An empty Hindi list is stored as none.
    expect(await h.db.kysely.selectFrom('site_about').select('vision_points_hi').executeTakeFirst()).toEqual({ vision_points_hi: null });

    await expectRefused(
      () => staffJson(h, 'PUT', '/api/content/about/', admin, { mission_points_hi: ['अ'.repeat(501)] }),
      'mission_points_hi',
    );
    await expectRefused(
      () => staffJson(h, 'PUT', '/api/content/about/', admin, { founder_message_hi: 'अ'.repeat(10_001), founder_title_hi: 'ठीक' }),
      'founder_message_hi',
    );
    await expectRefused(
      () =>
        staffJson(h, 'PUT', '/api/content/about/', admin, {
          teaching_approach: [{ title: 'T', text: 'X', text_hi: 'अ'.repeat(2001) }],
        }),
      'teaching_approach',
    );
    await expectRefused(
      () => staffJson(h, 'PUT', '/api/content/about/', admin, { vision_points_hi: Array.from({ length: 21 }, () => 'अ') }),
      'vision_points_hi',
    );
  });

  it('lists: each kind created and edited with its Hindi fields, by form and by JSON, in the public reply', async () => {
    const trustee = await staffMultipart(h, 'POST', '/api/content/trustees/', admin, {
      name: 'Dr. R. S. Bisht',
      title: 'Founder and Chairperson',
      points: JSON.stringify(['Founded the trust.', 'Retired professor.']),
      name_hi: 'डॉ. आर. एस. बिष्ट',
      title_hi: 'संस्थापक एवं अध्यक्ष',
      points_hi: JSON.stringify(['', 'सेवानिवृत्त प्राध्यापक।']),
      image_alt: 'Portrait',
      image_alt_hi: 'चित्र',
      image: await pngFile(),
    });
    expect(trustee.statusCode).toBe(201);
    expect(trustee.json()).toMatchObject({ name_hi: 'डॉ. आर. एस. बिष्ट', points_hi: ['', 'सेवानिवृत्त प्राध्यापक।'], image_alt_hi: 'चित्र' });

    const program = await staffJson(h, 'POST', '/api/content/programs/', admin, {
      title: 'Intensive Coaching Camps',
      slug: 'intensive-coaching',
      text: 'A free camp.',
      text_hi: 'निःशुल्क शिविर।',
      facts: [{ label: 'Schedule', text: 'A full day:', sub_points: ['Classes', 'Tutorials'], label_hi: 'समय', sub_points_hi: ['कक्षाएँ'] }],
    });
    expect(program.statusCode).toBe(201);
    expect(program.json()).toMatchObject({
      title_hi: null,
      text_hi: 'निःशुल्क शिविर।',
      facts: [{ label: 'Schedule', label_hi: 'समय', text_hi: null, sub_points: ['Classes', 'Tutorials'], sub_points_hi: ['कक्षाएँ'] }],
    });
    const programEdit = await staffJson(h, 'PUT', `/api/content/programs/${program.json().id}/`, admin, { title_hi: 'गहन कोचिंग शिविर' });
    expect(programEdit.json()).toMatchObject({ title_hi: 'गहन कोचिंग शिविर', text_hi: 'निःशुल्क शिविर।' });

    const voice = await staffJson(h, 'POST', '/api/content/testimonials/', admin, {
      name: 'Asha',
      place: 'student',
      quote: 'The teachers explained every doubt.',
      quote_hi: 'शिक्षकों ने हर शंका दूर की।',
    });
    expect(voice.statusCode).toBe(201);
    const volunteer = await staffJson(h, 'POST', '/api/content/volunteer-experiences/', admin, {
      name: 'Rahul',
      quote: 'Teaching changed me.',
      place_hi: 'इंजीनियरिंग विद्यार्थी',
    });
    expect(volunteer.json()).toMatchObject({ place_hi: 'इंजीनियरिंग विद्यार्थी', name_hi: null, quote_hi: null });

    const option = await staffJson(h, 'POST', '/api/content/partnership-options/', admin, {
      title: 'Sponsor a student',
      points: ['Books', 'Lodging'],
      title_hi: 'एक विद्यार्थी को प्रायोजित करें',
      points_hi: ['किताबें'],
    });
    expect(option.statusCode).toBe(201);
    // "" and an empty list clear the Hindi.
    const optionEdit = await staffJson(h, 'PUT', `/api/content/partnership-options/${option.json().id}/`, admin, {
      title_hi: '',
      points_hi: [],
    });
    expect(optionEdit.json()).toMatchObject({ title_hi: null, points_hi: [], description_hi: null });

    const content = await publicSiteContent();
    expect(content.trustees[0]).toMatchObject({ title_hi: 'संस्थापक एवं अध्यक्ष', points_hi: ['', 'सेवानिवृत्त प्राध्यापक।'] });
    expect(content.programs[0]).toMatchObject({ title_hi: 'गहन कोचिंग शिविर' });
    expect(content.testimonials[0]?.quote_hi).toBe('शिक्षकों ने हर शंका दूर की।');
    expect(content.volunteer_experiences[0]?.place_hi).toBe('इंजीनियरिंग विद्यार्थी');
    expect(content.partnership_options[0]).toMatchObject({ title_hi: null, points_hi: [] });
    expect(localized(content.partnership_options[0]!, 'title', 'hi')).toBe('Sponsor a student');
  });

  it('lists: refuse an over-long Hindi text or point, by form and by JSON, changing nothing', async () => {
    await expectRefused(
      () => staffJson(h, 'POST', '/api/content/testimonials/', admin, { name: 'A', quote: 'Q', quote_hi: 'अ'.repeat(2001) }),
      'quote_hi',
    );
    await expectRefused(
      () => staffJson(h, 'POST', '/api/content/volunteer-experiences/', admin, { name: 'A', quote: 'Q', name_hi: 'अ'.repeat(121) }),
      'name_hi',
    );
    await expectRefused(
      () => staffMultipart(h, 'POST', '/api/content/trustees/', admin, { name: 'T', points_hi: JSON.stringify(['अ'.repeat(501)]) }),
      'points_hi',
    );
    await expectRefused(
      () =>
        staffJson(h, 'POST', '/api/content/programs/', admin, {
          title: 'P',
          slug: 'p-hindi',
          facts: [{ label: 'L', sub_points_hi: ['अ'.repeat(301)] }],
        }),
      'facts',
    );
    const option = (await h.db.kysely.selectFrom('partnership_options').select('id').executeTakeFirstOrThrow()).id;
    await expectRefused(
      () => staffJson(h, 'PUT', `/api/content/partnership-options/${option}/`, admin, { description_hi: 'अ'.repeat(2001) }),
      'description_hi',
    );
  });
});

describe('the OpenAPI document', () => {
  it('shows the Hindi fields of the payloads and the replies', async () => {
    const doc = JSON.stringify((await h.inject({ method: 'GET', url: '/api/openapi.json' })).json());
    for (const field of [
      'examTime_hi',
      'description_hi',
      'hero_text_hi',
      'founder_message_hi',
      'points_hi',
      'sub_points_hi',
      'image_alt_hi',
    ]) {
      expect(doc).toContain(`"${field}"`);
    }
  });
});
