// Staff changes to the trust's content (admins only, decision 0013): the five lists declared as
// content kinds (a row with an optional image, audited), the settings and About rows edited in
// place, and a list put in a new order. Each change is one transaction with its audit entry.
import { inTransaction } from '../../db/transaction';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { en } from '../../../shared/messages/en';
import {
  ABOUT_PHOTOS,
  type About,
  aboutEdit,
  partnershipOptionEdit,
  partnershipOptionFields,
  programEdit,
  programFields,
  type SiteSettings,
  type siteSettingsEdit,
  trusteeEdit,
  trusteeFields,
  voiceEdit,
  voiceFields,
} from '../../../shared/schemas/staff/site-content';
import { flag } from '../../../shared/schemas/staff/common';
import { changedFields, recordAudit } from '../../audit/audit';
import { imageColumns } from '../../content/row-file';
import type { StaffCall } from '../../content/staff-call';
import { type Columns, type ContentKind, createFromForm, editFromForm } from '../../content/stored-row';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { isoNow } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { commitWithFiles, parseFields, readForm, storeUploadedImage, imageFiles } from '../../storage/uploads';
import { storedImageFiles } from '../../storage/stored-image';
import { type ListTable, SINGLE_ROW, getAbout, getItem, getSettings, listItems } from './site-content';
import { z as zod } from 'zod';

const s = en.staff;

/**
 * A list field (points, facts) is stored as JSON text; a Hindi list (`…_hi`) without any item as
 * null, like any Hindi text not given.
 */
const jsonColumns = (fields: Columns, names: readonly string[]): Columns =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => {
      if (!names.includes(k) || v === undefined) return [k, v];
      return [k, k.endsWith('_hi') && Array.isArray(v) && v.length === 0 ? null : JSON.stringify(v)];
    }),
  );

/** A new row goes to the end of its list. */
const atEnd = (table: ListTable) => async (trx: Kysely<Database>) => {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return { position: Number(row?.last ?? 0) + 1 };
};

const image = () => imageColumns({ media: 'site', removable: true, variants: 'image_variants', size: true });

function listKind<F extends z.ZodType<object>, E extends z.ZodType<object>>(
  table: ListTable,
  entity: string,
  form: { create: F; edit: E },
  options: { image: boolean; json: readonly string[] },
): ContentKind<z.output<E>> {
  return {
    table,
    entity,
    ...(options.image ? { file: image() } : {}),
    form: form as unknown as { create: z.ZodType<z.output<E>>; edit: z.ZodType<z.output<E>> },
    view: async (call, id) => (await getItem(call.db, call.media, table, id))!,
    columns: (fields) => jsonColumns(fields as Columns, options.json),
    placeNew: atEnd(table),
  };
}

/** Each list kind, by its table. */
export const LIST_KINDS: Record<ListTable, ContentKind<object>> = {
  programs: listKind('programs', 'program', { create: programFields, edit: programEdit }, { image: true, json: ['facts'] }),
  testimonials: listKind('testimonials', 'testimonial', { create: voiceFields, edit: voiceEdit }, { image: true, json: [] }),
  volunteer_experiences: listKind(
    'volunteer_experiences',
    'volunteer_experience',
    { create: voiceFields, edit: voiceEdit },
    { image: true, json: [] },
  ),
  trustees: listKind('trustees', 'trustee', { create: trusteeFields, edit: trusteeEdit }, { image: true, json: ['points', 'points_hi'] }),
  partnership_options: listKind(
    'partnership_options',
    'partnership_option',
    { create: partnershipOptionFields, edit: partnershipOptionEdit },
    { image: false, json: ['points', 'points_hi'] },
  ),
};

/** A slug used twice is the caller's mistake: 400 on the field. */
async function refusingTakenSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(400, s.slugTaken, { slug: [s.slugTaken] });
    throw error;
  }
}

export const createItem = (table: ListTable, call: StaffCall) => refusingTakenSlug(() => createFromForm(LIST_KINDS[table], call));
export const editItem = (table: ListTable, call: StaffCall, id: number) =>
  refusingTakenSlug(() => editFromForm(LIST_KINDS[table], call, id));

/** Puts a list in the order of `ids`, which must name every item of it exactly once. */
export async function reorderItems<V>(table: ListTable, call: StaffCall, ids: number[]): Promise<V[]> {
  await inTransaction(call.db, async (trx) => {
    const current = (await trx.selectFrom(table).select('id').execute()).map((r) => r.id);
    const known = new Set(current);
    if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
      throw new HttpError(400, s.orderIds, { ids: [s.orderIds] });
    }
    const now = isoNow();
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable(table)
        .set({ position: index + 1, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
    await recordAudit(trx, call.actor, { action: 'reorder', entity: LIST_KINDS[table].entity, details: { ids } });
  });
  return listItems<V>(call.db, call.media, table);
}

/** Changes the settings sent; the others stay. */
export async function updateSettings(call: StaffCall, fields: z.output<typeof siteSettingsEdit>): Promise<SiteSettings> {
  await inTransaction(call.db, async (trx) => {
    await trx
      .updateTable('site_settings')
      .set({ ...fields, updated_at: isoNow() })
      .where('id', '=', SINGLE_ROW)
      .execute();
    await recordAudit(trx, call.actor, {
      action: 'update',
      entity: 'site_settings',
      entityId: SINGLE_ROW,
      details: { fields: changedFields(fields) },
    });
  });
  return getSettings(call.db);
}

const photoFlags = zod.object({ remove_founder_photo: flag().optional(), remove_coordinator_photo: flag().optional() });

/**
 * Changes the About texts sent (JSON or a multipart form); a photo sent replaces the one there,
 * `remove_<photo>` removes it. Photos are checked and stored before the transaction, and removed
 * again if it fails; the replaced ones go once it has committed.
 */
export async function updateAbout(call: StaffCall): Promise<About> {
  const form = await readForm(call.request, { founder_photo: 'image', coordinator_photo: 'image' });
  const fields = parseFields(aboutEdit, form.fields);
  const flags = parseFields(photoFlags, form.fields);
  const written: string[] = [];
  const photoColumns: Columns = {};
  const replaced: string[] = [];
  try {
    for (const name of ABOUT_PHOTOS) {
      const upload = form.files[name];
      if (!upload) continue;
      const stored = await storeUploadedImage(call.media, 'site', upload);
      written.push(...imageFiles(stored));
      Object.assign(photoColumns, {
        [name]: stored.image,
        [`${name}_width`]: stored.width,
        [`${name}_height`]: stored.height,
        [`${name}_variants`]: JSON.stringify(stored.variants),
      });
    }
  } catch (error) {
    await call.media.remove(...written);
    throw error;
  }
  for (const name of ABOUT_PHOTOS) {
    if (form.files[name] || !flags[`remove_${name}`]) continue;
    Object.assign(photoColumns, { [name]: null, [`${name}_width`]: null, [`${name}_height`]: null, [`${name}_variants`]: null });
  }
  await commitWithFiles(call.media, call.log, written, () =>
    inTransaction(call.db, async (trx) => {
      const current = await trx.selectFrom('site_about').selectAll().where('id', '=', SINGLE_ROW).executeTakeFirst();
      if (!current) throw notFound();
      for (const name of ABOUT_PHOTOS) {
        if (name in photoColumns) replaced.push(...storedImageFiles(current[name], current[`${name}_variants`]));
      }
      await trx
        .updateTable('site_about')
        .set({
          ...jsonColumns(fields as Columns, [
            'vision_points',
            'mission_points',
            'teaching_approach',
            'program_facts',
            'vision_points_hi',
            'mission_points_hi',
          ]),
          ...photoColumns,
          updated_at: isoNow(),
        })
        .where('id', '=', SINGLE_ROW)
        .execute();
      const changed = [...changedFields(fields), ...ABOUT_PHOTOS.filter((name) => name in photoColumns)].sort();
      await recordAudit(trx, call.actor, { action: 'update', entity: 'about', entityId: SINGLE_ROW, details: { fields: changed } });
      return { value: undefined, obsolete: replaced };
    }),
  );
  return getAbout(call.db, call.media);
}
