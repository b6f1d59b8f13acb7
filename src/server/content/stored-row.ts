// A content row with its image or file, as staff create, edit and delete it. The one place that
// checks the camp scope, stores the upload, commits the row with its audit entry in one
// transaction, and cleans up files: the new ones when the transaction fails, the ones it replaced
// or deleted once it has committed. A content kind is declared (table, audit entity, how its
// fields become columns, its file, whether it belongs to a camp), not copied.
import { inTransaction } from '../db/transaction';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { en } from '../../shared/messages/en';
import { flag } from '../../shared/schemas/staff/common';
import { changedFields, recordAudit } from '../audit/audit';
import { assertCampsExist, assertInScope } from '../auth/camp-scope';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { isoNow } from '../lib/clock';
import { HttpError, notFound } from '../lib/http-error';
import { checkRepeat, formHash, recordReply } from '../plugins/idempotency';
import { commitWithFiles, type FormInput, parseFields, readForm } from '../storage/uploads';
import type { MediaStore } from '../storage/media-store';
import type { RowFile } from './row-file';
import type { StaffCall } from './staff-call';

export type Columns = Record<string, unknown>;
type Files = FormInput['files'];

export interface ContentKind<Fields extends object = Columns, View = unknown> {
  table: ContentTable;
  /** The entity of its audit entries. */
  entity: string;
  file?: RowFile;
  /**
   * Rows that belong to a camp (`camp_id`, null for none), which staff change within their camp
   * scope. `field` names the form field of the camp in a refusal. An edit's audit entry names the
   * camp the row is in after it; one that takes the row out of every camp names the camp it left,
   * unless `auditsClearedCamp` (then null).
   */
  camp?: { field: string; auditsClearedCamp?: boolean };
  /** The fields of a new row and of an edit, for a kind sent as a multipart form. */
  form?: { create: z.ZodType<Fields>; edit: z.ZodType<Fields> };
  /** A row as the reply shows it. */
  view(call: StaffCall, id: number): Promise<View>;
  /** Form fields -> column values; a field not sent is no column. */
  columns(fields: Fields): Columns;
  /** Column values a new row takes when its fields leave them out. */
  defaults?: Columns;
  /** Column values a new row takes from the table, read in its transaction (its place at the end of an ordered list). */
  placeNew?(trx: Kysely<Database>): Promise<Columns>;
  /** The details of a new row's audit entry, for a kind without a camp. */
  createDetails?(stored: boolean): Columns;
  /** The kind's own checks of the fields (with the row as it is, on an edit): before any file is written. */
  check?(fields: Fields, current: Columns | null): void;
  /** Runs in the delete transaction before the row goes: may refuse, or delete what hangs on the row. */
  beforeDelete?(trx: Kysely<Database>, id: number, call: StaffCall): Promise<{ obsolete: string[]; details: Columns }>;
}

/** A kind's `view`: the row it has just written, read with `get`, shown with `show`. */
export const viewOf =
  <R, V>(get: (db: Db, id: number) => Promise<R | undefined>, show: (row: R, media: MediaStore) => V) =>
  async (call: StaffCall, id: number): Promise<V> =>
    show((await get(call.db, id))!, call.media);

export type ContentTable =
  | 'camps'
  | 'events'
  | 'brochures'
  | 'reports'
  | 'test_papers'
  | 'test_results'
  | 'gallery_items'
  | 'announcements'
  | 'students'
  | 'programs'
  | 'testimonials'
  | 'volunteer_experiences'
  | 'trustees'
  | 'partnership_options';

// The content tables differ in their columns; the kind's declaration decides which it writes.
type ContentDb = Kysely<Record<ContentTable, Columns & { id: number; camp_id: number | null }>>;
const loose = (db: Kysely<Database>) => db as unknown as ContentDb;

/** Form fields -> columns for a kind whose form names its camp `camp`: the camp_id column. */
export const campColumn = ({ camp, ...fields }: Columns & { camp?: unknown }): Columns => ({
  ...fields,
  ...(camp !== undefined ? { camp_id: camp } : {}),
});

/** The form's file fields: the kind's file, if it has one. */
const fileFields = (file: RowFile | undefined) => (file ? { [file.field]: file.kind } : {});

/** Creates a row from the request's form; returns it as the reply shows it. */
export async function createFromForm<F extends object, V>(kind: ContentKind<F, V>, call: StaffCall): Promise<V> {
  const form = await readForm(call.request, fileFields(kind.file));
  // A JSON body was checked before the handler ran; a form only now that it has been read.
  if (call.request.isMultipart()) await checkRepeat(call.request, formHash(form));
  return createRow(kind, call, parseFields(formOf(kind).create, form.fields), form.files);
}

/**
 * Edits a row from the request's form; returns it as the reply shows it. The row's existence and
 * camp are checked before the form is read.
 */
export async function editFromForm<F extends object, V>(kind: ContentKind<F, V>, call: StaffCall, id: number): Promise<V> {
  const existing = await loose(call.db.kysely).selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!existing) throw notFound();
  if (kind.camp) assertInScope(call.scope, existing.camp_id as number | null);
  const form = await readForm(call.request, fileFields(kind.file));
  const fields = parseFields(formOf(kind).edit, form.fields);
  const remove = kind.file?.removable ? parseFields(removeFlag(kind.file.field), form.fields)[`remove_${kind.file.field}`] === true : false;
  return editRow(kind, call, id, fields, { files: form.files, remove, existing });
}

const formOf = <F extends object>(kind: ContentKind<F, unknown>) => {
  if (!kind.form) throw new Error(`${kind.entity} is not sent as a form`);
  return kind.form;
};

const removeFlag = (field: string) => z.object({ [`remove_${field}`]: flag().optional() });

/** Creates a row from parsed fields (and the form's files); returns it as the reply shows it. */
export async function createRow<F extends object, V>(kind: ContentKind<F, V>, call: StaffCall, fields: F, files: Files = {}): Promise<V> {
  const values = kind.columns(fields);
  if (kind.camp) await assertCamp(kind, call, values.camp_id as number | null);
  kind.check?.(fields, null);
  const upload = kind.file ? files[kind.file.field] : undefined;
  if (kind.file?.required && !upload) {
    throw new HttpError(400, en.staff.fileRequired, { [kind.file.field]: [en.staff.fileRequired] });
  }
  const stored = kind.file && upload ? await kind.file.store(call.media, upload) : null;
  for (const [column, value] of Object.entries(kind.defaults ?? {})) values[column] ??= value;
  const idempotent = call.request.idempotency;
  const created = await commitWithFiles(call.media, call.log, stored?.files ?? [], async () => ({
    value: await inTransaction(call.db, async (trx) => {
      const now = isoNow();
      const row = await loose(trx)
        .insertInto(kind.table)
        .values({
          ...values,
          ...(await kind.placeNew?.(trx)),
          ...(kind.file ? (stored?.values ?? kind.file.none) : {}),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, call.actor, {
        action: 'create',
        entity: kind.entity,
        entityId: row.id,
        details: kind.camp ? { camp_id: values.camp_id } : kind.createDetails?.(!!stored),
      });
      if (!idempotent) return { id: row.id };
      // The reply kept under the key is the row as this transaction wrote it.
      const view = await kind.view({ ...call, db: { ...call.db, kysely: trx } }, row.id);
      await recordReply(trx, idempotent, 201, view);
      return { id: row.id, view };
    }),
  }));
  return created.view ?? kind.view(call, created.id);
}

interface EditOptions {
  files?: Files;
  /** Remove the row's file without a new one. */
  remove?: boolean;
  /** The row as it was read before the form (for the kind's checks). */
  existing?: Columns;
}

/** Edits a row with parsed fields: only the fields sent change; a new file replaces the old one. */
export async function editRow<F extends object, V>(
  kind: ContentKind<F, V>,
  call: StaffCall,
  id: number,
  fields: F,
  options: EditOptions = {},
): Promise<V> {
  const values = kind.columns(fields);
  if (kind.camp && values.camp_id !== undefined) await assertCamp(kind, call, values.camp_id as number | null);
  kind.check?.(fields, options.existing ?? null);
  const upload = kind.file ? options.files?.[kind.file.field] : undefined;
  const stored = kind.file && upload ? await kind.file.store(call.media, upload) : null;
  await commitWithFiles(call.media, call.log, stored?.files ?? [], () =>
    inTransaction(call.db, async (trx) => {
      const current = await currentRow(kind, trx, id, call.scope);
      const replaces = kind.file && (stored || options.remove) ? kind.file : null;
      await loose(trx)
        .updateTable(kind.table)
        .set({ ...values, ...(replaces ? (stored?.values ?? replaces.none) : {}), updated_at: isoNow() })
        .where('id', '=', id)
        .execute();
      const changed = changedFields(fields);
      if (replaces) changed.push(replaces.field);
      await recordAudit(trx, call.actor, {
        action: 'update',
        entity: kind.entity,
        entityId: id,
        details: kind.camp ? { camp_id: campAfter(kind, values.camp_id, current.camp_id), fields: changed } : { fields: changed },
      });
      return { value: undefined, obsolete: replaces ? replaces.filesOf(current) : [] };
    }),
  );
  return kind.view(call, id);
}

/** Deletes a row (and what the kind deletes with it), then its files. */
export async function deleteRow<F extends object, V>(kind: ContentKind<F, V>, call: StaffCall, id: number): Promise<void> {
  await commitWithFiles(call.media, call.log, [], () =>
    inTransaction(call.db, async (trx) => {
      const current = await currentRow(kind, trx, id, call.scope);
      const dependents = await kind.beforeDelete?.(trx, id, call);
      await loose(trx).deleteFrom(kind.table).where('id', '=', id).execute();
      await recordAudit(trx, call.actor, {
        action: 'delete',
        entity: kind.entity,
        entityId: id,
        details: kind.camp ? { camp_id: current.camp_id } : dependents?.details,
      });
      return { value: undefined, obsolete: [...(kind.file?.filesOf(current) ?? []), ...(dependents?.obsolete ?? [])] };
    }),
  );
}

/** The row in the transaction (its camp and its file): 404 without it, 403 outside the caller's camps. */
async function currentRow<F extends object, V>(kind: ContentKind<F, V>, trx: Kysely<Database>, id: number, scope: StaffCall['scope']) {
  const columns = [...(kind.camp ? ['camp_id'] : []), ...(kind.file?.columns ?? [])];
  const current = await loose(trx)
    .selectFrom(kind.table)
    .select((columns.length ? columns : ['id']) as never[])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) throw notFound();
  if (kind.camp) assertInScope(scope, (current as Columns).camp_id as number | null);
  return current as Columns;
}

/** A row may only go to a camp within the caller's scope, and to one that exists. */
async function assertCamp<F extends object, V>(kind: ContentKind<F, V>, call: StaffCall, campId: number | null) {
  assertInScope(call.scope, campId);
  if (campId !== null) await assertCampsExist(call.db.kysely, [campId], kind.camp!.field);
}

/** The camp an edit's audit entry names: the new one, or the row's own when the edit kept it. */
function campAfter<F extends object, V>(kind: ContentKind<F, V>, next: unknown, current: unknown) {
  if (next === undefined || (next === null && !kind.camp?.auditsClearedCamp)) return current;
  return next;
}
