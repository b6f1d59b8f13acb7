// /admin/donations/gift (admins): a gift received by cheque, bank transfer or cash, recorded as
// verified; its 80G receipt is issued and sent at once. Cash above ₹2,000 is warned about: the law
// gives it no deduction, and the receipt says so.
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { STAFF_GIFT_MODES, toPaise } from '../../../shared/schemas/donations';
import { todayInIndia } from '../../../shared/dates';
import { donationsApi } from '../../api/donations';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader } from '../../components/page-header';
import { useApi } from '../../lib/console-context';
import { fill } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { CheckField, problemOf, Problems, SelectField, t } from './donation-bits';

const g = t.gift;
/** Section 269ST / 80G(5D): a cash gift above ₹2,000 earns no deduction. */
const CASH_DEDUCTIBLE_UP_TO_PAISE = 2000_00;

function Field({ name, label, ...input }: { name: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input name={name} {...input} />
    </label>
  );
}

function Gift() {
  const api = useApi();
  const [mode, setMode] = useState<(typeof STAFF_GIFT_MODES)[number]>('cheque');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<{ reference: string; receipt: string } | null>(null);
  const cashWarning = mode === 'cash' && /^\d+(\.\d{1,2})?$/.test(amount) && toPaise(amount) > CASH_DEDUCTIBLE_UP_TO_PAISE;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
    setDone(null);
    try {
      const gift = await donationsApi.recordGift(api, { ...data, declaration: data.declaration ? 'indian' : '' });
      setProblems([]);
      setDone(gift);
      form.reset();
      setAmount('');
    } catch (error) {
      setProblems(problemOf(error));
    }
  };
  return (
    <>
      <PageHeader title={g.title} intro={g.intro} />
      <form className="form panel" onSubmit={(e) => void submit(e)} aria-label={g.title}>
        <SelectField
          label={g.mode}
          name="mode"
          value={mode}
          options={STAFF_GIFT_MODES.map((x) => [x, t.modes[x]] as const)}
          onChange={(v) => setMode(v as typeof mode)}
        />
        <Field
          name="amount"
          label={g.amount}
          required
          inputMode="decimal"
          pattern="\d+(\.\d{1,2})?"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-describedby={cashWarning ? 'gift-cash-warning' : undefined}
        />
        {cashWarning && (
          <p id="gift-cash-warning" className="notice notice--error" role="alert">
            {g.cashWarning}
          </p>
        )}
        <Field name="received_on" label={g.receivedOn} type="date" required defaultValue={todayInIndia()} />
        {mode !== 'cash' && <Field name="instrument" label={g.instrument} maxLength={50} />}
        <Field name="name" label={g.name} required maxLength={200} autoComplete="off" />
        <label className="field">
          <span className="field__label">{g.address}</span>
          <textarea name="address" required maxLength={1000} rows={2} />
        </label>
        <Field name="pan" label={g.pan} maxLength={10} pattern="[A-Za-z]{5}[0-9]{4}[A-Za-z]" autoCapitalize="characters" />
        <Field name="email" label={g.email} type="email" maxLength={254} />
        <Field name="phone" label={g.phone} type="tel" maxLength={40} />
        <SelectField
          label={g.lang}
          name="lang"
          defaultValue="en"
          options={[
            ['en', g.langs.en],
            ['hi', g.langs.hi],
          ]}
        />
        <CheckField name="declaration" label={g.declaration} required />
        <Problems problems={problems} />
        <div role="status">
          {done && (
            <p className="notice notice--success">
              {fill(g.recorded, done)} <Link to={paths.donations}>{t.record.back}</Link>
            </p>
          )}
        </div>
        <div className="form__actions">
          <button type="submit" className="button">
            {g.save}
          </button>
        </div>
      </form>
    </>
  );
}

export default forAdmins(Gift);
