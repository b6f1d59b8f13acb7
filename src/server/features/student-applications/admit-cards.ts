// Admit cards (decision 0041): on issue a roll number per cycle (kept on a
// re-issue; the cycle's last_roll counts them) and, when asked, a 6-digit PIN for the results
// look-up, stored hashed and shown once to staff. The card itself (HTML or PDF, in the parent's
// language) opens only with the application number and date of birth: every failure one reply.
import type { Kysely } from 'kysely';
import { readApplicationNumber } from '../../../shared/application-number';
import { studentPipeline as t } from '../../../shared/messages/en-student-pipeline';
import { fill } from '../../../shared/messages/fill';
import { type Actor, recordAudit } from '../../audit/audit';
import type { CampScope } from '../../auth/camp-scope';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { AdmitCardDocument } from '../../documents/public';
import { HttpError } from '../../lib/http-error';
import { registerRollNumbers } from '../results/public';
import { hashCode, newCode } from '../../lib/one-time-code';
import { messagesOf, type ParentMessage, parentMessages, queueMails } from './notify';
import { canMove, centresOf, refuseUnless, rowsForChange } from './pipeline';
import { centreName } from './seats';

export interface IssuedCard {
  id: number;
  number: string;
  roll_number: string;
  /** Only when a PIN was made now (shown once). */
  pin: string | null;
}

/** `UK26-R0001`: the cycle's code, R, and the cycle's next roll. */
export const rollNumber = (code: string, n: number) => `${code}-R${String(n).padStart(4, '0')}`;

/**
 * Issues (or re-issues) one application's admit card inside the caller's transaction: its roll
 * number (kept when it has one), a PIN when `pin` and it has none yet, and the status
 * admit_card_issued. The application must be shortlisted with a seat, or already issued.
 */
export async function issueAdmitCard(
  trx: Kysely<Database>,
  application: {
    id: number;
    number: string;
    cycle_id: number;
    roll_number: string | null;
    pin_hash: string | null;
    date_of_birth: string;
    cycle_code: string;
  },
  options: { pin: boolean; now: Date },
): Promise<IssuedCard> {
  let roll = application.roll_number;
  if (roll === null) {
    const cycle = await trx
      .updateTable('student_application_cycles')
      .set((eb) => ({ last_roll: eb('last_roll', '+', 1) }))
      .where('id', '=', application.cycle_id)
      .returning(['code', 'last_roll'])
      .executeTakeFirstOrThrow();
    roll = rollNumber(cycle.code, cycle.last_roll);
  }
  const pin = options.pin && application.pin_hash === null ? newCode() : null;
  const pinHash = pin ? hashCode(pin) : application.pin_hash;
  await trx
    .updateTable('student_applications')
    .set({ status: 'admit_card_issued', roll_number: roll, pin_hash: pinHash, updated_at: options.now.toISOString() })
    .where('id', '=', application.id)
    .execute();
  // The roll number goes to the results look-up's register with the date of birth and the PIN's hash (decision 0036).
  await registerRollNumbers(trx, [
    {
      roll,
      date_of_birth: application.date_of_birth,
      pin_hash: pinHash,
      cycle: application.cycle_code,
      application_id: application.id,
    },
  ]);
  return { id: application.id, number: application.number, roll_number: roll, pin };
}

/** Issues the named applications' cards, all or none (each shortlisted with a seat, or issued before); one message per parent with the link. */
export async function issueAdmitCards(
  db: Db,
  actor: Actor,
  scope: CampScope,
  ids: readonly number[],
  options: { pin: boolean; now: Date; link: (language: 'en' | 'hi') => string },
): Promise<{ cards: IssuedCard[]; messages: ParentMessage[] }> {
  return inTransaction(db, async (trx) => {
    const rows = await rowsForChange(trx, scope, ids);
    for (const row of rows) {
      refuseUnless(canMove(row.status, 'admit_card_issued'));
      if (row.has_seat !== 1) throw new HttpError(409, t.errors.noSeat);
    }
    const cards: IssuedCard[] = [];
    for (const row of rows) {
      const card = await issueAdmitCard(trx, row, options);
      cards.push(card);
      await recordAudit(trx, actor, {
        action: 'status',
        entity: 'student_applications',
        entityId: row.id,
        details: { from: row.status, to: 'admit_card_issued', roll_number: card.roll_number, pin: card.pin !== null },
      });
    }
    const messages = parentMessages(rows, 'admit_card_issued', (r) => ({ url: options.link(r.language) }));
    await queueMails(db, trx, messages);
    return { cards, messages };
  });
}

/** An issued card by application number and date of birth, or undefined (the same for every failure). */
async function cardRow(db: Kysely<Database>, typedNumber: string, dateOfBirth: string) {
  const number = readApplicationNumber(typedNumber);
  const row = await db
    .selectFrom('student_applications as a')
    .innerJoin('student_application_cycles as c', 'c.id', 'a.cycle_id')
    .selectAll('a')
    .select(['c.name as cycle_name', 'c.name_hi as cycle_name_hi'])
    // An unreadable number still runs the query, so that it takes as long as a real one.
    .where('a.number', '=', number ?? '-')
    .executeTakeFirst();
  const ok =
    row &&
    row.roll_number !== null &&
    row.erased_at === null &&
    row.status !== 'withdrawn' &&
    row.date_of_birth === dateOfBirth.trim() &&
    row.centre_id !== null;
  return ok ? { ...row, roll_number: row.roll_number as string, centre_id: row.centre_id as number } : undefined;
}

export const noCard = () => new HttpError(404, t.admitCard.failed);

/** The card's content in the parent's language (for the HTML page and the PDF). */
export async function admitCard(db: Kysely<Database>, number: string, dateOfBirth: string): Promise<AdmitCardDocument> {
  const row = await cardRow(db, number, dateOfBirth);
  const centre = row
    ? await db.selectFrom('student_application_centres').selectAll().where('id', '=', row.centre_id).executeTakeFirst()
    : undefined;
  if (!row || !centre) throw noCard();
  const settings = await db.selectFrom('site_settings').select(['name', 'name_hi']).where('id', '=', 1).executeTakeFirst();
  const lang = row.language;
  const m = messagesOf(lang).admitCard;
  const hi = lang === 'hi';
  const centres = await centresOf(db, [centre.id]);
  return {
    lang,
    trustName: (hi && settings?.name_hi) || settings?.name || '',
    cycleName: (hi && row.cycle_name_hi) || row.cycle_name,
    applicationNumber: row.number,
    rollNumber: row.roll_number,
    studentName: row.full_name,
    dateOfBirth: row.date_of_birth,
    className: fill(m.className, { class: row.class }),
    centre: {
      name: centreName(centres.get(centre.id) ?? centre, lang),
      address: (hi && centre.address_hi) || centre.address,
      district: centre.district,
    },
    testStartsAt: centre.test_at,
    paperLanguage: m.languages[centre.paper_language as keyof typeof m.languages] ?? centre.paper_language,
    whatToBring: m.bring,
  };
}
