// Versioned privacy notices (decision 0032): a form's notice is the newest row of its
// form; saving a changed text adds a version with the SHA-256 of its canonical JSON, and no code
// changes a version once written, so a submission's notice_id says exactly what its sender read.
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { type NoticeContent, type NoticeForm, type NoticeView, NOTICE_FORMS, noticeItems } from '../../../shared/schemas/privacy';
import type { Db } from '../../db/database';
import type { Database, PrivacyNoticeTable } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { DEFAULT_NOTICES, NOTICE_PURPOSES } from './notice-forms';

type Notice = Selectable<PrivacyNoticeTable>;

/** JSON with the keys of every object sorted: the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const noticeHash = (content: NoticeContent) => createHash('sha256').update(canonicalJson(content)).digest('hex');

/** The form's purposes only, each with a label (a label left empty keeps the one before). */
function normalised(form: NoticeForm, content: NoticeContent, before: NoticeContent): NoticeContent {
  const purposes = Object.fromEntries(
    NOTICE_PURPOSES[form].map(({ key }) => {
      const given = content.purposes[key];
      const old = before.purposes[key] ?? DEFAULT_NOTICES[form].purposes[key]!;
      return [key, { label: given?.label || old.label, label_hi: given?.label_hi || old.label_hi }];
    }),
  );
  return { intro: content.intro, intro_hi: content.intro_hi, items: content.items, items_hi: content.items_hi, purposes };
}

export function toNoticeView(row: Notice): NoticeView {
  const content = JSON.parse(row.content) as NoticeContent;
  const form = row.form as NoticeForm;
  return {
    id: row.id,
    form,
    version: row.version,
    hash: row.hash,
    created_at: row.created_at,
    intro: content.intro,
    intro_hi: content.intro_hi,
    items: noticeItems(content.items),
    items_hi: noticeItems(content.items_hi),
    purposes: NOTICE_PURPOSES[form].map(({ key, optional }) => ({
      key,
      optional,
      label: content.purposes[key]?.label ?? '',
      label_hi: content.purposes[key]?.label_hi ?? '',
    })),
  };
}

export const noticeContentOf = (row: Notice) => JSON.parse(row.content) as NoticeContent;

async function latest(db: Kysely<Database>, form: NoticeForm): Promise<Notice | undefined> {
  return db.selectFrom('privacy_notices').selectAll().where('form', '=', form).orderBy('version', 'desc').limit(1).executeTakeFirst();
}

/** The form's current notice; its first version (the defaults) is written on first use. */
export async function currentNotice(db: Db, form: NoticeForm): Promise<Notice> {
  const found = await latest(db.kysely, form);
  if (found) return found;
  const content = DEFAULT_NOTICES[form];
  await db.kysely
    .insertInto('privacy_notices')
    .values({ form, version: 1, content: canonicalJson(content), hash: noticeHash(content), created_by: null, created_at: isoNow() })
    // Two first uses at once: one writes version 1, the other reads it.
    .onConflict((oc) => oc.columns(['form', 'version']).doNothing())
    .execute();
  return (await latest(db.kysely, form))!;
}

export async function currentNotices(db: Db): Promise<Notice[]> {
  const rows: Notice[] = [];
  for (const form of NOTICE_FORMS) rows.push(await currentNotice(db, form));
  return rows;
}

export async function noticeVersions(db: Db, form: NoticeForm): Promise<Notice[]> {
  await currentNotice(db, form);
  return db.kysely.selectFrom('privacy_notices').selectAll().where('form', '=', form).orderBy('version', 'desc').execute();
}

/** The form's notice of version `version`. */
export async function shownNotice(db: Kysely<Database>, form: NoticeForm, version: number): Promise<Notice | undefined> {
  return db.selectFrom('privacy_notices').selectAll().where('form', '=', form).where('version', '=', version).executeTakeFirst();
}

/** Saves staff's text: a new version when it differs from the current one; `created` says which. */
export async function publishNotice(db: Db, form: NoticeForm, content: NoticeContent, userId: number) {
  const current = await currentNotice(db, form);
  const next = normalised(form, content, noticeContentOf(current));
  const hash = noticeHash(next);
  if (hash === current.hash) return { notice: current, created: false };
  const row = await db.kysely
    .insertInto('privacy_notices')
    .values({ form, version: current.version + 1, content: canonicalJson(next), hash, created_by: userId, created_at: isoNow() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { notice: row, created: true };
}
