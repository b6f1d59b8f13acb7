// Demo content for a new, empty database, so that every page shows something real on first start.
// Sample text, marked as such in the README; every file is generated here, nothing is downloaded.
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { processImage } from '../storage/images';
import type { MediaStore } from '../storage/media-store';
import { storeImage } from '../storage/stored-image';
import { GALLERY_CATEGORIES, PAPER_TYPES } from '../../shared/constants';
import { makeLandscapeJpeg, makePdf } from './demo-files';

const CAMPS = [
  {
    name: 'Dharchula Summer Camp',
    location: 'Dharchula, Pithoragarh',
    year: 2025,
    name_hi: 'धारचूला ग्रीष्मकालीन शिविर',
    location_hi: 'धारचूला, पिथौरागढ़',
  },
  {
    name: 'Munsiyari Summer Camp',
    location: 'Munsiyari, Pithoragarh',
    year: 2024,
    name_hi: 'मुनस्यारी ग्रीष्मकालीन शिविर',
    location_hi: 'मुनस्यारी, पिथौरागढ़',
  },
  {
    name: 'Gopeshwar Summer Camp',
    location: 'Gopeshwar, Chamoli',
    year: 2023,
    name_hi: 'गोपेश्वर ग्रीष्मकालीन शिविर',
    location_hi: 'गोपेश्वर, चमोली',
  },
];

/**
 * When a demo document was published: in the year it is for (a brochure before that year's camp, a
 * report after it), never later than now. Stamped with the seed run's time, every card said
 * "Updated N minutes ago" whatever its year.
 */
const publishedIn = (year: number, monthDay: '03-01' | '08-15', now: string) => {
  const date = `${year}-${monthDay}T05:30:00.000Z`;
  return date < now ? date : now;
};

const ANNOUNCEMENTS = [
  {
    title: 'Screening test for the 2026 camp',
    text: 'Students of classes 9 to 12 from the border villages can sit the screening test for the two-month residential camp. Bring a pencil, an eraser and your school identity card.',
    venue: 'Government Inter College, Dharchula',
    exam_time: '10:00 AM - 1:00 PM',
    days: -3,
    hi: {
      title: '2026 शिविर के लिए चयन परीक्षा',
      text: 'सीमांत गाँवों के कक्षा 9 से 12 तक के विद्यार्थी दो महीने के आवासीय शिविर की चयन परीक्षा दे सकते हैं। पेंसिल, रबर और अपना विद्यालय पहचान पत्र साथ लाएँ।',
      venue: 'राजकीय इंटर कॉलेज, धारचूला',
      exam_time: 'सुबह 10:00 - दोपहर 1:00',
    },
  },
  {
    title: 'Registration opens for summer camp',
    text: 'Registration for the summer residential coaching camp is open. Parents can register their children at the school office or through the village coordinator.',
    venue: 'Block office, Munsiyari',
    exam_time: null,
    days: -10,
    // A Hindi title and text, the venue left in English: the website shows it as it is.
    hi: {
      title: 'ग्रीष्मकालीन शिविर के लिए पंजीकरण शुरू',
      text: 'ग्रीष्मकालीन आवासीय कोचिंग शिविर के लिए पंजीकरण खुला है। अभिभावक विद्यालय कार्यालय में या गाँव के समन्वयक के माध्यम से अपने बच्चों का पंजीकरण करा सकते हैं।',
      venue: null,
      exam_time: null,
    },
  },
  {
    title: 'Weekly test every Sunday',
    text: 'A three-hour weekly test is held every Sunday during the camp. Results are shared with students and parents the following Wednesday.',
    venue: 'Camp hall',
    exam_time: '9:00 AM - 12:00 PM',
    days: -18,
  },
  {
    title: 'Parents meeting at the camp',
    text: 'Parents are invited to meet the volunteer teachers, see the classrooms and hear how their children are doing.',
    venue: 'Camp campus, Dharchula',
    exam_time: null,
    days: -25,
  },
  {
    title: 'Career counselling session',
    text: 'Volunteers from engineering and medical colleges will talk about JEE, NEET and other entrance tests, and answer questions from students.',
    venue: 'Community hall, Gopeshwar',
    exam_time: '3:00 PM - 5:00 PM',
    days: -32,
  },
  {
    title: 'Results of the surprise test',
    text: 'Results of last week’s surprise test in Physics and Chemistry are out. See the Results tab on the For students page.',
    venue: null,
    exam_time: null,
    days: -40,
  },
  {
    title: 'English speaking classes',
    text: 'Evening English speaking classes start this week for all students of the camp, three days a week.',
    venue: 'Camp hall',
    exam_time: '8:00 PM - 9:00 PM',
    days: -47,
  },
  {
    title: 'Volunteer orientation',
    text: 'All volunteers joining this summer must attend the orientation on teaching methods, safety and camp life.',
    venue: 'Online',
    exam_time: '6:00 PM - 7:30 PM',
    days: -55,
  },
  {
    title: 'Board exam revision plan',
    text: 'The revision plan for class 10 and class 12 board exams has been shared with all students. Doubt sessions run every evening.',
    venue: 'Camp library',
    exam_time: null,
    days: -63,
  },
];

/** The Hindi of the announcements that have one (the others show in English on a Hindi page). */
type HindiAnnouncement = { title: string; text: string; venue: string | null; exam_time: string | null };
const hindiOf = (a: (typeof ANNOUNCEMENTS)[number]): HindiAnnouncement | null => ('hi' in a ? (a.hi as HindiAnnouncement) : null);

/** Hindi names of the demo's places and picture kinds, for the gallery's Hindi captions. */
const HINDI_PLACES: Record<string, string> = { Dharchula: 'धारचूला', Munsiyari: 'मुनस्यारी', Gopeshwar: 'गोपेश्वर' };
const HINDI_TEST_TYPES: Record<string, string> = { screening: 'चयन', surprise: 'औचक', weekly: 'साप्ताहिक' };

const EVENTS = [
  {
    title: 'Annual volunteer meet',
    description: 'Volunteers of past camps meet to plan the next summer.',
    venue: 'New Delhi',
    title_hi: 'वार्षिक स्वयंसेवक सम्मेलन',
    description_hi: 'पिछले शिविरों के स्वयंसेवक अगली गर्मियों की योजना बनाने के लिए मिलते हैं।',
    venue_hi: 'नई दिल्ली',
    featured: 1,
    days: 30,
  },
  {
    title: 'Camp inauguration',
    description: 'The camp opens with the students, their parents and the village elders.',
    venue: 'Dharchula',
    title_hi: 'शिविर का उद्घाटन',
    description_hi: 'विद्यार्थियों, उनके अभिभावकों और गाँव के बुज़ुर्गों के साथ शिविर की शुरुआत होती है।',
    venue_hi: 'धारचूला',
    featured: 1,
    days: 60,
  },
  {
    title: 'Science fair',
    description: 'Students show the models they built during the camp.',
    venue: 'Munsiyari',
    title_hi: 'विज्ञान मेला',
    description_hi: 'विद्यार्थी शिविर में बनाए अपने मॉडल दिखाते हैं।',
    venue_hi: 'मुनस्यारी',
    // Featured but past: the website no longer shows it.
    featured: 1,
    days: -120,
  },
];

/** A day `offset` days from `from`: one clock reading for a whole seed run, so its dates are exact days apart. */
const day = (offset: number, from: number) => new Date(from + offset * 86_400_000);
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

export interface SeedSummary {
  camps: number;
  announcements: number;
  galleryItems: number;
  testPapers: number;
  testResults: number;
  brochures: number;
  reports: number;
  events: number;
}

/** The tables of public content, which staff edit and the demo seeds. */
export const CONTENT_TABLES = [
  'camps',
  'announcements',
  'gallery_items',
  'test_papers',
  'test_results',
  'brochures',
  'reports',
  'events',
] as const;

/** Seeds only a database without any public content, so that staff's own content never gets demo rows mixed in. */
export async function seedDemoContentIfEmpty(db: Db, media: MediaStore, logger?: Logger): Promise<SeedSummary | null> {
  for (const table of CONTENT_TABLES) {
    if (await db.kysely.selectFrom(table).select('id').limit(1).executeTakeFirst()) return null;
  }
  logger?.info('seeding demo content');
  return seedDemoContent(db, media);
}

export async function seedDemoContent(db: Db, media: MediaStore): Promise<SeedSummary> {
  const written: string[] = [];
  const pdf = async (kind: 'papers' | 'results' | 'brochures' | 'reports', title: string, lines: string[]) => {
    const stored = `${media.newStem(kind)}.pdf`;
    await media.write(stored, makePdf(title, lines));
    written.push(stored);
    return stored;
  };
  const picture = async (kind: 'camps' | 'gallery' | 'events', seed: number) => {
    const image = await storeImage(media, kind, await processImage(await makeLandscapeJpeg(seed)));
    written.push(image.image, ...image.variants.map((v) => v.path));
    return image;
  };

  try {
    const clock = Date.now();
    const now = new Date(clock).toISOString();
    const stamp = (offsetDays: number) => day(offsetDays, clock).toISOString();
    const summary: SeedSummary = {
      camps: 0,
      announcements: 0,
      galleryItems: 0,
      testPapers: 0,
      testResults: 0,
      brochures: 0,
      reports: 0,
      events: 0,
    };

    // Files first (outside the transaction: image work is slow), rows in one transaction.
    const campImages = await Promise.all(CAMPS.map((_, i) => picture('camps', 100 + i)));
    const galleryImages = await Promise.all(
      [0, 1].flatMap((campIndex) =>
        GALLERY_CATEGORIES.flatMap((type, t) =>
          [0, 1].map(async (n) => ({ campIndex, type, n, image: await picture('gallery', 1000 + campIndex * 100 + t * 10 + n) })),
        ),
      ),
    );
    const eventImages = await Promise.all(EVENTS.map((_, i) => picture('events', 500 + i)));
    // One paper and its results for every camp and test type.
    const perCampAndType = (kind: 'papers' | 'results', suffix: string, lines: string[]) =>
      Promise.all(
        CAMPS.flatMap((camp, c) =>
          PAPER_TYPES.map(async (type, t) => ({
            c,
            type,
            t,
            file: await pdf(kind, `${camp.name} ${camp.year}: ${type} test${suffix}`, lines),
          })),
        ),
      );
    const papers = await perCampAndType('papers', '', [
      'Section A: Physics',
      'Section B: Chemistry',
      'Section C: Mathematics',
      'Section D: Biology',
      'Sample paper for the demo website.',
    ]);
    const results = await perCampAndType('results', ' results', [
      'Roll no.   Marks',
      '101        78',
      '102        64',
      '103        91',
      'Sample results for the demo website.',
    ]);
    const brochures = await Promise.all(
      [2025, 2024].map(async (year) => ({
        year,
        file: await pdf('brochures', `Summer camp brochure ${year}`, [
          'Two-month residential coaching camp',
          'Classes 9 to 12: Physics, Chemistry, Maths, Biology, English',
          'Sample brochure for the demo website.',
        ]),
      })),
    );
    const reports = await Promise.all(
      CAMPS.map(async (camp) => ({
        camp,
        file: await pdf('reports', `Camp report ${camp.year}`, [
          camp.location,
          'Students, volunteers, tests and results of the camp.',
          'Sample report for the demo website.',
        ]),
      })),
    );

    await db.kysely.transaction().execute(async (trx) => {
      const campIds: number[] = [];
      for (const [i, camp] of CAMPS.entries()) {
        const img = campImages[i]!;
        const row = await trx
          .insertInto('camps')
          .values({ ...camp, image: img.image, image_variants: JSON.stringify(img.variants), created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        campIds.push(row.id);
      }
      summary.camps = campIds.length;

      for (const [i, a] of ANNOUNCEMENTS.entries()) {
        const created = stamp(a.days);
        await trx
          .insertInto('announcements')
          .values({
            camp_id: campIds[i % campIds.length]!,
            title: a.title,
            text: a.text,
            venue: a.venue,
            exam_time: a.exam_time,
            title_hi: hindiOf(a)?.title ?? null,
            text_hi: hindiOf(a)?.text ?? null,
            venue_hi: hindiOf(a)?.venue ?? null,
            exam_time_hi: hindiOf(a)?.exam_time ?? null,
            time: stamp(a.days + 7),
            created_at: created,
            updated_at: created,
          })
          .execute();
      }
      summary.announcements = ANNOUNCEMENTS.length;

      for (const g of galleryImages) {
        const camp = CAMPS[g.campIndex]!;
        const label = { regularclasses: 'Regular class', doubts: 'Doubt session', exams: 'Exam' }[g.type];
        const place = camp.location.split(',')[0]!;
        // Regular classes have Hindi captions; the other kinds show their English ones on a Hindi page.
        const hindi = g.type === 'regularclasses' ? `${HINDI_PLACES[place] ?? place} में नियमित कक्षा` : null;
        await trx
          .insertInto('gallery_items')
          .values({
            camp_id: campIds[g.campIndex]!,
            title: `${label} at ${place}`,
            description: `${label} during the ${camp.year} camp (sample picture).`,
            title_hi: hindi,
            description_hi: hindi ? `${camp.year} के शिविर की नियमित कक्षा (नमूना चित्र)।` : null,
            date: `${camp.year}-06-${String(10 + g.n * 7).padStart(2, '0')}`,
            type: g.type,
            image: g.image.image,
            width: g.image.width,
            height: g.image.height,
            variants: JSON.stringify(g.image.variants),
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      summary.galleryItems = galleryImages.length;

      // The columns a paper and its results share; each adds its own date (and the results their standard).
      // Papers have Hindi titles, results do not (they show their English titles on a Hindi page).
      const testRow = (x: (typeof papers)[number], suffix: string) => ({
        camp_id: campIds[x.c]!,
        title: `${x.type[0]!.toUpperCase()}${x.type.slice(1)} test${suffix} ${CAMPS[x.c]!.year}`,
        title_hi: suffix === '' ? `${HINDI_TEST_TYPES[x.type]} परीक्षा ${CAMPS[x.c]!.year}` : null,
        type: x.type,
        file: x.file,
        created_at: now,
        updated_at: now,
      });
      for (const p of papers) {
        const exam_date = `${CAMPS[p.c]!.year}-0${5 + p.t}-1${p.c}`;
        await trx
          .insertInto('test_papers')
          .values({ ...testRow(p, ''), exam_date })
          .execute();
      }
      summary.testPapers = papers.length;
      for (const r of results) {
        const result_date = `${CAMPS[r.c]!.year}-0${5 + r.t}-2${r.c}`;
        await trx
          .insertInto('test_results')
          .values({ ...testRow(r, ' results'), standard: r.t === 0 ? 'All' : String(10 + r.t), result_date })
          .execute();
      }
      summary.testResults = results.length;

      for (const b of brochures) {
        await trx
          .insertInto('brochures')
          .values({
            title: `Summer camp brochure ${b.year}`,
            title_hi: `ग्रीष्मकालीन शिविर विवरणिका ${b.year}`,
            year: b.year,
            file: b.file,
            created_at: publishedIn(b.year, '03-01', now),
            updated_at: publishedIn(b.year, '03-01', now),
          })
          .execute();
      }
      summary.brochures = brochures.length;
      for (const r of reports) {
        await trx
          .insertInto('reports')
          .values({
            title: `${r.camp.name} report`,
            title_hi: `${r.camp.name_hi} की रिपोर्ट`,
            year: r.camp.year,
            location: r.camp.location.split(',')[0]!,
            location_hi: r.camp.location_hi.split(',')[0]!,
            file: r.file,
            created_at: publishedIn(r.camp.year, '08-15', now),
            updated_at: publishedIn(r.camp.year, '08-15', now),
          })
          .execute();
      }
      summary.reports = reports.length;

      for (const [i, e] of EVENTS.entries()) {
        const img = eventImages[i]!;
        await trx
          .insertInto('events')
          .values({
            title: e.title,
            description: e.description,
            date: dateOnly(day(e.days, clock)),
            end_date: null,
            venue: e.venue,
            title_hi: e.title_hi,
            description_hi: e.description_hi,
            venue_hi: e.venue_hi,
            featured: e.featured,
            image: img.image,
            image_variants: JSON.stringify(img.variants),
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      summary.events = EVENTS.length;
    });
    return summary;
  } catch (error) {
    await media.remove(...written);
    throw error;
  }
}
