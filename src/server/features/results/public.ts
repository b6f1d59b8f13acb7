// What other features may use of the results feature: the admit cards of the students'
// applications register their roll numbers here (decision 0036).
import type { Kysely } from 'kysely';
import type { RollRegistration } from '../../../shared/schemas/staff/results';
import type { Database } from '../../db/schema';
import { upsertRolls } from './marks-import';

/**
 * Registers roll numbers from admit cards, with each student's date of birth (YYYY-MM-DD) and,
 * where the card shows one, a 6-digit PIN (stored hashed). Call it inside the transaction that
 * issues the admit cards; a roll already registered takes the new values.
 */
export async function registerRollNumbers(db: Kysely<Database>, rows: readonly RollRegistration[]): Promise<void> {
  await upsertRolls(
    db,
    rows.map((x) => ({
      roll: x.roll,
      date_of_birth: x.date_of_birth,
      pin: x.pin ?? null,
      pin_hash: x.pin_hash ?? null,
      camp_id: x.camp_id ?? null,
      cycle: x.camp_id ? '' : (x.cycle ?? ''),
      application_id: x.application_id ?? null,
    })),
    'admit_card',
  );
}
