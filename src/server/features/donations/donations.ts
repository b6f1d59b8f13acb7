// A donation's start (decision 0037): the donor's declaration first, then what they may pay with.
// A citizen of India (NRIs included) giving their own funds gets UPI (a QR code and the app link)
// up to UPI's limit and the bank account above it, and the card provider's step when the settings
// keep it; anyone else gets the FCRA account when the trust holds the registration, and otherwise
// a polite explanation and no payment option. The declaration is stored with the donation.
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  type DonationOffer,
  type DonationSettings,
  type donationStartInput,
  type staffGiftInput,
  toPaise,
} from '../../../shared/schemas/donations';
import { recordAudit } from '../../audit/audit';
import type { StaffCall } from '../../content/staff-call';
import { inTransaction } from '../../db/transaction';
import { rupees, UPI_LIMIT_PAISE, upiPayLink } from '../../../shared/upi';
import type { Db } from '../../db/database';
import type { DonationMode } from '../../db/schema-donations';
import { isoNow } from '../../lib/clock';
import type { MailSettings } from '../../mail/outbox';
import { issueReceipt } from './receipts';
import { getDonationSettings } from './settings';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** DN- and 10 characters no one confuses (no 0/O, 1/I): what the donor types in a transfer's remark. */
export function newReference(): string {
  let out = 'DN-';
  for (let i = 0; i < 10; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** What the donor pays with for `paise` under these settings (null: nothing is set up). */
function modeFor(settings: DonationSettings, paise: number): DonationMode | null {
  if (settings.upi_id && paise <= UPI_LIMIT_PAISE) return 'upi';
  if (settings.bank_details) return 'bank_transfer';
  return null;
}

export const upiLinkOf = (settings: DonationSettings, d: { reference: string; amount_paise: number }) =>
  upiPayLink({
    upiId: settings.upi_id,
    payeeName: settings.payee_name,
    merchantCode: settings.merchant_code,
    paise: d.amount_paise,
    note: `Donation ${d.reference}`,
    reference: d.reference,
  });

export async function startDonation(db: Db, input: z.output<typeof donationStartInput>): Promise<DonationOffer> {
  const settings = await getDonationSettings(db);
  if (input.declaration === 'foreign') return { kind: 'foreign', fcra_details: settings.fcra_registered ? settings.fcra_details : '' };
  const mode = modeFor(settings, input.amount);
  if (!mode) return { kind: 'unavailable', card_step: settings.card_step };
  const now = isoNow();
  const row = await db.kysely
    .insertInto('donations')
    .values({
      reference: newReference(),
      amount_paise: input.amount,
      declaration: input.declaration,
      mode,
      lang: input.lang ?? 'en',
      created_at: now,
      updated_at: now,
    })
    .returning(['reference', 'amount_paise'])
    .executeTakeFirstOrThrow();
  const amount = rupees(row.amount_paise);
  if (mode === 'bank_transfer') {
    return { kind: 'bank', reference: row.reference, amount, bank_details: settings.bank_details, card_step: settings.card_step };
  }
  return {
    kind: 'upi',
    reference: row.reference,
    amount,
    upi_link: upiLinkOf(settings, row),
    upi_id: settings.upi_id,
    payee_name: settings.payee_name,
    card_step: settings.card_step,
  };
}

/** The UPI link of a donation still to be paid by UPI (null: no such donation). */
export async function upiLinkOfReference(db: Db, reference: string): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('donations')
    .select(['reference', 'amount_paise'])
    .where('reference', '=', reference)
    .where('mode', '=', 'upi')
    .where('status', '!=', 'verified')
    .executeTakeFirst();
  return row ? upiLinkOf(await getDonationSettings(db), row) : null;
}

/** A gift staff received by cheque, bank transfer or cash: recorded as verified, with who recorded it. */
export async function recordStaffGift(call: StaffCall, mail: MailSettings, input: z.output<typeof staffGiftInput>) {
  const now = isoNow();
  return inTransaction(call.db, async (trx) => {
    const row = await trx
      .insertInto('donations')
      .values({
        reference: newReference(),
        amount_paise: toPaise(input.amount),
        reported_paise: toPaise(input.amount),
        declaration: input.declaration,
        mode: input.mode,
        status: 'verified',
        utr: input.mode === 'bank_transfer' && input.instrument ? input.instrument : null,
        paid_on: input.received_on,
        donor_name: input.name,
        donor_address: input.address,
        donor_pan: input.pan,
        donor_email: input.email,
        donor_phone: input.phone,
        lang: input.lang ?? 'en',
        recorded_by: call.actor.id,
        verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'reference', 'mode'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, call.actor, { action: 'create', entity: 'donations', entityId: row.id, details: { mode: row.mode } });
    const receipt = await issueReceipt(trx, mail, row.id);
    return { reference: row.reference, status: 'verified' as const, mode: input.mode, receipt: receipt.number };
  });
}
