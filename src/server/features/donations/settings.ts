// The donation settings (decision 0037): one row, written by its first read; admins change it.
import type { Kysely } from 'kysely';
import type { DonationSettings, DonationSettingsEdit } from '../../../shared/schemas/donations';
import { changedFields, recordAudit } from '../../audit/audit';
import type { StaffCall } from '../../content/staff-call';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { isoNow } from '../../lib/clock';

const SINGLE_ROW = 1;

/** The settings before an admin saves any. */
const DEFAULTS: Omit<DonationSettings, 'updated_at'> = {
  upi_id: '',
  payee_name: '',
  merchant_code: '',
  fcra_registered: false,
  fcra_details: '',
  card_step: true,
  trust_pan: '',
  registration_80g: '',
  registration_80g_from: '',
  registration_80g_to: '',
  deduction_before: '',
  deduction_before_hi: '',
  deduction_after: '',
  deduction_after_hi: '',
  bank_details: '',
};

export async function getDonationSettings(db: Db | Kysely<Database>): Promise<DonationSettings> {
  const kysely = 'kysely' in db ? db.kysely : db;
  const row = await kysely.selectFrom('donation_settings').selectAll().where('id', '=', SINGLE_ROW).executeTakeFirst();
  // No row until the first save: a read writes nothing.
  if (!row) return { ...DEFAULTS, updated_at: '' };
  const { id: _id, fcra_registered, card_step, ...rest } = row;
  return { ...rest, fcra_registered: fcra_registered === 1, card_step: card_step === 1 };
}

export async function updateDonationSettings(call: StaffCall, fields: DonationSettingsEdit): Promise<DonationSettings> {
  const { fcra_registered, card_step, ...texts } = fields;
  await inTransaction(call.db, async (trx) => {
    await recordAudit(trx, call.actor, {
      action: 'update',
      entity: 'donation_settings',
      entityId: SINGLE_ROW,
      details: { fields: changedFields(fields) },
    });
    await trx
      .insertInto('donation_settings')
      .values({ id: SINGLE_ROW, updated_at: isoNow() } as never)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const flags = {
      ...(fcra_registered === undefined ? {} : { fcra_registered: fcra_registered ? 1 : 0 }),
      ...(card_step === undefined ? {} : { card_step: card_step ? 1 : 0 }),
    };
    await trx
      .updateTable('donation_settings')
      .set({ ...texts, ...flags, updated_at: isoNow() })
      .where('id', '=', SINGLE_ROW)
      .execute();
  });
  return getDonationSettings(call.db);
}
