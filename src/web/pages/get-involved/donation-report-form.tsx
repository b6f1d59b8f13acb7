// "I have paid" (decision 0037): the UPI reference (UTR), amount, date, name as on PAN,
// address, PAN (optional, and the page says what it is for), and an e-mail or phone. Stored as
// `reported`; the receipt follows once the bank statement shows the payment. Without JavaScript
// the form posts to the website server like the other Get Involved forms (0023).
import { useMutation } from '@tanstack/react-query';
import type { DonationReportInput } from '../../../shared/schemas/donations';
import { FormFooter } from '../../components/form-footer';
import { NOTICE_BLANK, noticeState, PrivacyNotice, useNoticeInput } from '../../components/privacy-notice';
import { loadFormSchemas } from '../../forms/form-schemas';
import { TextField } from '../../forms/text-field';
import { useSubmit } from '../../forms/use-submit';
import { useApi, usePosted } from '../../lib/app-context';
import { bindField } from './bind-field';
import { useDonationTexts } from './donation-texts';

export function DonationReportForm({ reference, amount }: { reference: string; amount: string }) {
  const d = useDonationTexts();
  const api = useApi();
  const posted = usePosted('donate-paid');
  const post = useMutation({ mutationFn: (input: DonationReportInput) => api.post('/api/donations/paid/', input) });
  const noticeInput = useNoticeInput('donation');
  const empty = {
    reference: posted?.values.reference ?? reference,
    utr: '',
    amount,
    paid_on: '',
    name: '',
    address: '',
    pan: '',
    email: '',
    phone: '',
    website: '',
    ...NOTICE_BLANK,
  };
  const form = useSubmit({
    kind: 'donate-paid',
    success: d.reportSuccess,
    failed: d.reportFailed,
    failedLater: d.reportFailedLater,
    mutation: post,
    initial: empty,
    toInput: (v) => ({ ...v, ...noticeInput(v) }),
    schema: (s) => s.withAgeGate(s.donationReportInput),
  });
  const bind = (name: keyof typeof empty) => bindField(form, name);
  // The schemas load on the first focus, as the other Get Involved forms'.
  const warm = () => void loadFormSchemas().catch(() => undefined);
  return (
    <form
      id="form-donate-paid"
      className="form donation__report"
      method="post"
      action="#donate-paid-status"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={warm}
    >
      <h3>{d.paidTitle}</h3>
      <p>{d.paidText}</p>
      <input type="hidden" name="reference" value={form.values.reference} />
      <TextField id="donate-paid-utr" {...bind('utr')} label={d.utr} required autoComplete="off" />
      <p className="field__hint">{d.utrHint}</p>
      <div className="form__row">
        <TextField id="donate-paid-amount" {...bind('amount')} label={d.paidAmount} required autoComplete="off" />
        <TextField id="donate-paid-date" {...bind('paid_on')} label={d.paidOn} type="date" required />
      </div>
      <TextField id="donate-paid-name" {...bind('name')} label={d.donorName} required autoComplete="name" />
      <TextField id="donate-paid-address" {...bind('address')} label={d.donorAddress} required multiline />
      <TextField id="donate-paid-pan" {...bind('pan')} label={d.donorPan} autoComplete="off" />
      <p className="field__hint">{d.panHint}</p>
      <p className="field__hint">{d.contactHint}</p>
      <div className="form__row">
        <TextField id="donate-paid-email" {...bind('email')} label={d.donorEmail} type="email" autoComplete="email" />
        <TextField id="donate-paid-phone" {...bind('phone')} label={d.donorPhone} type="tel" autoComplete="tel" />
      </div>
      <PrivacyNotice form="donation" state={noticeState(form)} ageGate />
      <FormFooter form={form} label={d.sendReport} busyLabel={d.sendReport} />
    </form>
  );
}
