// The texts that describe the trust itself, moved from the message catalogue into the site
// settings staff edit (decision 0013): the site's description (search results and share
// cards) and the home page's "About Us" and project texts, each with its Hindi version (decision 0021).
// A database that already runs gets the texts the catalogue gave until now, in both languages, so
// the site shows the same pages after the upgrade; staff change or empty them in the console.
import { type Kysely, sql } from 'kysely';

/** The new texts, each with a Hindi version `<name>_hi` beside it. */
export const TRUST_TEXT_COLUMNS = ['description', 'about_text', 'project_text'] as const;

/** What the catalogue said until this migration (kept here: the catalogue no longer has them). */
export const CATALOGUE_TEXTS = {
  description:
    'Free two-month residential coaching camps in the hills of Uttarakhand for students of classes 9 to 12 from rural and border villages, taught by university student volunteers.',
  about_text:
    'We are a charitable education trust working with students of rural and border areas of Uttarakhand. Our camps bring volunteer teachers from universities to the hills so that distance never decides a child’s future.',
  project_text:
    'Started in 2017 together with the volunteer service body of a technical institute in Delhi, the project runs a two-month residential camp each year: core classes every morning, tutorials in the afternoon, doubt solving at night, weekly tests every Sunday, counselling and English classes.',
  description_hi:
    'उत्तराखंड के पहाड़ों में ग्रामीण और सीमावर्ती गाँवों के कक्षा 9 से 12 तक के विद्यार्थियों के लिए दो महीने के निःशुल्क आवासीय कोचिंग कैंप, जिनमें विश्वविद्यालयों के विद्यार्थी स्वयंसेवक बनकर पढ़ाते हैं।',
  about_text_hi:
    'हम एक धर्मार्थ शिक्षा ट्रस्ट हैं, जो उत्तराखंड के ग्रामीण और सीमावर्ती इलाकों के विद्यार्थियों के साथ काम करता है। हमारे कैंप विश्वविद्यालयों के स्वयंसेवक शिक्षकों को पहाड़ों तक लाते हैं, ताकि किसी बच्चे का भविष्य इस बात से तय न हो कि वह कितनी दूर रहता है।',
  project_text_hi:
    'यह परियोजना 2017 में दिल्ली के एक तकनीकी संस्थान की स्वयंसेवी सेवा संस्था के साथ मिलकर शुरू हुई। हर साल यह दो महीने का आवासीय कैंप चलाती है: हर सुबह मुख्य कक्षाएँ, दोपहर में अभ्यास कक्षाएँ, रात में सवालों और शंकाओं का समाधान, हर रविवार साप्ताहिक टेस्ट, साथ में करियर परामर्श और अंग्रेज़ी की कक्षाएँ।',
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite's ALTER TABLE adds one at a time. The English texts are not
  // null, '' when empty, like the other settings; the Hindi ones nullable, like migration 011's.
  for (const column of TRUST_TEXT_COLUMNS) {
    await db.schema
      .alterTable('site_settings')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('site_settings').addColumn(`${column}_hi`, 'text').execute();
  }
  // The row exists on every database (migration 007 makes it); updated_at stays as it is, so a
  // database never set up is still seeded at its first start.
  const t = CATALOGUE_TEXTS;
  await sql`update site_settings set
    description = ${t.description}, about_text = ${t.about_text}, project_text = ${t.project_text},
    description_hi = ${t.description_hi}, about_text_hi = ${t.about_text_hi}, project_text_hi = ${t.project_text_hi}`.execute(db);
}
