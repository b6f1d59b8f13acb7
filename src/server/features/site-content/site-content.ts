// Reading the trust's content (decision 0013): the settings and About rows, the five ordered
// lists, and how each row becomes the reply the console and the website read.
import type { Selectable } from 'kysely';
import type {
  About,
  ContentImage,
  ContentList,
  PartnershipOption,
  Program,
  SiteContent,
  SiteSettings,
  Trustee,
  Voice,
} from '../../../shared/schemas/staff/site-content';
import type { Db } from '../../db/database';
import type { PartnershipOptionTable, ProgramTable, SiteAboutTable, SiteSettingsTable, TrusteeTable, VoiceTable } from '../../db/schema';
import type { MediaStore } from '../../storage/media-store';
import { variantViews } from '../../storage/stored-image';
import { pick } from '../../lib/pick';
import { readSitePictures } from '../site-pictures/public';
import { readPageTexts } from '../page-texts/public';

/** The one row the settings and the About texts each have. */
export const SINGLE_ROW = 1;

/** The table of each list kind as its URL names it. */
export const LIST_TABLES = {
  programs: 'programs',
  testimonials: 'testimonials',
  'volunteer-experiences': 'volunteer_experiences',
  trustees: 'trustees',
  'partnership-options': 'partnership_options',
} as const satisfies Record<ContentList, string>;
export type ListTable = (typeof LIST_TABLES)[ContentList];

/** A JSON list column; anything else (null: a Hindi list never given) reads as an empty list. */
function jsonList<T>(text: string | null): T[] {
  if (text === null) return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function imageView(
  media: MediaStore,
  image: string | null,
  width: number | null,
  height: number | null,
  variants: string | null,
): ContentImage | null {
  if (!image) return null;
  return { url: media.url(image), width, height, variants: variantViews(media, variants) };
}

export function toSettingsView(row: Selectable<SiteSettingsTable>): SiteSettings {
  const { id: _id, ...view } = row;
  return view;
}

export function toAboutView(row: Selectable<SiteAboutTable>, media: MediaStore): About {
  return {
    vision_points: jsonList(row.vision_points),
    mission_points: jsonList(row.mission_points),
    founder_name: row.founder_name,
    founder_title: row.founder_title,
    founder_message: row.founder_message,
    founder_photo: imageView(media, row.founder_photo, row.founder_photo_width, row.founder_photo_height, row.founder_photo_variants),
    coordinator_name: row.coordinator_name,
    coordinator_title: row.coordinator_title,
    coordinator_message: row.coordinator_message,
    coordinator_photo: imageView(
      media,
      row.coordinator_photo,
      row.coordinator_photo_width,
      row.coordinator_photo_height,
      row.coordinator_photo_variants,
    ),
    teaching_approach: jsonList<Partial<About['teaching_approach'][number]>>(row.teaching_approach).map((a) => ({
      title: a.title ?? '',
      text: a.text ?? '',
      title_hi: a.title_hi ?? null,
      text_hi: a.text_hi ?? null,
    })),
    program_facts: jsonList<Partial<About['program_facts'][number]>>(row.program_facts).map((f) => ({
      label: f.label ?? '',
      value: f.value ?? '',
      label_hi: f.label_hi ?? null,
      value_hi: f.value_hi ?? null,
    })),
    updated_at: row.updated_at,
    vision_points_hi: jsonList(row.vision_points_hi),
    mission_points_hi: jsonList(row.mission_points_hi),
    founder_name_hi: row.founder_name_hi,
    founder_title_hi: row.founder_title_hi,
    founder_message_hi: row.founder_message_hi,
    coordinator_name_hi: row.coordinator_name_hi,
    coordinator_title_hi: row.coordinator_title_hi,
    coordinator_message_hi: row.coordinator_message_hi,
  };
}

const listFields = (row: { id: number; position: number; created_at: string; updated_at: string }) =>
  pick(row, ['id', 'position', 'created_at', 'updated_at']);

const itemImage = (media: MediaStore, row: Selectable<ProgramTable | VoiceTable | TrusteeTable>) => ({
  image: imageView(media, row.image, row.width, row.height, row.image_variants),
  image_alt: row.image_alt,
  image_alt_hi: row.image_alt_hi,
});

export function toProgramView(row: Selectable<ProgramTable>, media: MediaStore): Program {
  return {
    ...listFields(row),
    ...pick(row, ['title', 'slug', 'text', 'title_hi', 'text_hi']),
    facts: jsonList<Partial<Program['facts'][number]>>(row.facts).map((f) => ({
      label: f.label ?? '',
      text: f.text ?? '',
      sub_points: f.sub_points ?? [],
      label_hi: f.label_hi ?? null,
      text_hi: f.text_hi ?? null,
      sub_points_hi: f.sub_points_hi ?? [],
    })),
    ...itemImage(media, row),
  };
}

export function toVoiceView(row: Selectable<VoiceTable>, media: MediaStore): Voice {
  return {
    ...listFields(row),
    ...pick(row, ['name', 'place', 'quote', 'name_hi', 'place_hi', 'quote_hi']),
    ...itemImage(media, row),
  };
}

export function toTrusteeView(row: Selectable<TrusteeTable>, media: MediaStore): Trustee {
  return {
    ...listFields(row),
    ...pick(row, ['name', 'title', 'name_hi', 'title_hi']),
    points: jsonList(row.points),
    ...itemImage(media, row),
    points_hi: jsonList(row.points_hi),
  };
}

export function toPartnershipOptionView(row: Selectable<PartnershipOptionTable>): PartnershipOption {
  return {
    ...listFields(row),
    ...pick(row, ['title', 'description', 'title_hi', 'description_hi']),
    points: jsonList(row.points),
    points_hi: jsonList(row.points_hi),
  };
}

export async function getSettings(db: Db): Promise<SiteSettings> {
  return toSettingsView(await db.kysely.selectFrom('site_settings').selectAll().where('id', '=', SINGLE_ROW).executeTakeFirstOrThrow());
}

export async function getAbout(db: Db, media: MediaStore): Promise<About> {
  return toAboutView(await db.kysely.selectFrom('site_about').selectAll().where('id', '=', SINGLE_ROW).executeTakeFirstOrThrow(), media);
}

// biome-ignore lint/suspicious/noExplicitAny: each table's rows go to that table's own view
const VIEWS: Record<ListTable, (row: any, media: MediaStore) => unknown> = {
  programs: toProgramView,
  testimonials: toVoiceView,
  volunteer_experiences: toVoiceView,
  trustees: toTrusteeView,
  partnership_options: toPartnershipOptionView,
};

/** A list in its order: position, then the older first. */
export async function listItems<V>(db: Db, media: MediaStore, table: ListTable): Promise<V[]> {
  const rows = await db.kysely.selectFrom(table).selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => VIEWS[table](row, media) as V);
}

/** One item of a list, or undefined. */
export async function getItem<V>(db: Db, media: MediaStore, table: ListTable, id: number): Promise<V | undefined> {
  const row = await db.kysely.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (VIEWS[table](row, media) as V) : undefined;
}

/** Everything the website shows about the trust, read together. */
export async function readSiteContent(db: Db, media: MediaStore): Promise<SiteContent> {
  const [settings, pictures, page_texts, about, programs, testimonials, volunteer_experiences, trustees, partnership_options] =
    await Promise.all([
      getSettings(db),
      readSitePictures(db, media),
      readPageTexts(db),
      getAbout(db, media),
      listItems<Program>(db, media, 'programs'),
      listItems<Voice>(db, media, 'testimonials'),
      listItems<Voice>(db, media, 'volunteer_experiences'),
      listItems<Trustee>(db, media, 'trustees'),
      listItems<PartnershipOption>(db, media, 'partnership_options'),
    ]);
  return { settings, pictures, page_texts, about, programs, testimonials, volunteer_experiences, trustees, partnership_options };
}
