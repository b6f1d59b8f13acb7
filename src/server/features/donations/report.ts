// "I have paid" (decision 0037): the donor reports the UPI reference (UTR), the amount, the
// date, their name as on their PAN, their address, their PAN if they give it, and an e-mail or
// phone. The donation becomes `reported`; reconciliation against the bank statement verifies it.
// The consent to the donation's notice is written in the same transaction.
import type { z } from 'zod';
import { donationRecords as r } from '../../../shared/messages/en-donations';
import { type donationReportInput, hasContact, toPaise } from '../../../shared/schemas/donations';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { isoNow } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { type IdempotentCall, recordReply } from '../../plugins/idempotency';
import { recordWebConsents, submittedConsent } from '../privacy/public';

const alreadyReported = () => new HttpError(409, r.alreadyReported, { utr: [r.alreadyReported] });

export async function reportPayment(db: Db, input: z.output<typeof donationReportInput>, idempotent?: IdempotentCall) {
  if (!hasContact(input)) throw new HttpError(400, r.contactRequired, { email: [r.contactRequired], phone: [r.contactRequired] });
  const donation = await db.kysely
    .selectFrom('donations')
    .select(['id', 'status', 'mode'])
    .where('reference', '=', input.reference)
    .executeTakeFirst();
  if (!donation || (donation.mode !== 'upi' && donation.mode !== 'bank_transfer')) {
    throw new HttpError(404, r.unknownReference, { reference: [r.unknownReference] });
  }
  if (donation.status !== 'started') throw alreadyReported();
  const sameUtr = await db.kysely.selectFrom('donations').select('id').where('utr', '=', input.utr).executeTakeFirst();
  if (sameUtr) throw alreadyReported();
  const consent = await submittedConsent(db, 'donation', input.notice_version, input.consents);
  const now = isoNow();
  return inTransaction(db, async (trx) => {
    const changed = await trx
      .updateTable('donations')
      .set({
        status: 'reported',
        utr: input.utr,
        paid_on: input.paid_on,
        reported_paise: toPaise(input.amount),
        donor_name: input.name,
        donor_address: input.address,
        donor_pan: input.pan,
        donor_email: input.email,
        donor_phone: input.phone,
        notice_id: consent.noticeId,
        reported_at: now,
        updated_at: now,
      })
      .where('id', '=', donation.id)
      .where('status', '=', 'started')
      .executeTakeFirst();
    // Reported twice at once: the second finds it reported.
    if (Number(changed.numUpdatedRows) !== 1) throw alreadyReported();
    await recordWebConsents(trx, { type: 'donations', id: donation.id }, consent);
    const reply = { reference: input.reference, status: 'reported' as const };
    if (idempotent) await recordReply(trx, idempotent, 201, reply);
    return reply;
  });
}
