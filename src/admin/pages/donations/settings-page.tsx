// /admin/donations/settings (admins): what the donate page offers (the merchant UPI ID, payee
// name, merchant code, the bank account above UPI's limit, the FCRA account, the card step) and
// what an 80G receipt says (the trust's PAN, the 80G registration and its validity, the deduction's
// wording for gifts before and from 1 April 2026). The API checks every field again.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { DonationSettings, DonationSettingsEdit } from '../../../shared/schemas/donations';
import { donationRecords } from '../../../shared/messages/en-donations';
import { PERSONAL_UPI_ID, UPI_ID_PATTERN } from '../../../shared/upi';
import { donationsApi } from '../../api/donations';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader } from '../../components/page-header';
import { useApi } from '../../lib/console-context';
import { CheckField, problemOf, Problems, t } from './donation-bits';

const s = t.settings;
type TextKey = Exclude<keyof DonationSettingsEdit, 'fcra_registered' | 'card_step'>;

/** The UPI ID's problem before it is sent (the API says the same), or ''. */
export function upiIdProblem(value: string): string {
  if (value === '') return '';
  if (!UPI_ID_PATTERN.test(value)) return donationRecords.upiIdInvalid;
  return PERSONAL_UPI_ID.test(value) ? donationRecords.upiIdPersonal : '';
}

function Text(props: {
  name: TextKey;
  label: string;
  value: DonationSettings;
  hint?: string;
  long?: boolean;
  type?: string;
  max?: number;
}) {
  const id = useId();
  const common = { id, name: props.name, defaultValue: props.value[props.name], maxLength: props.max ?? (props.long ? 1000 : 100) };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.long ? <textarea rows={3} {...common} /> : <input type={props.type ?? 'text'} {...common} />}
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="field">
      <legend className="field__label">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Settings() {
  const api = useApi();
  const settings = useQuery({ queryKey: ['donation-settings'], queryFn: ({ signal }) => donationsApi.settings(api, signal) });
  return (
    <>
      <PageHeader title={s.title} intro={s.intro} />
      {settings.isError && <Problems problems={problemOf(settings.error)} />}
      {settings.isPending && <p role="status">{t.loading}</p>}
      {settings.data && <SettingsForm value={settings.data} key={settings.data.updated_at} />}
    </>
  );
}

function SettingsForm({ value }: { value: DonationSettings }) {
  const api = useApi();
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [upiId, setUpiId] = useState(value.upi_id);
  const upiProblem = upiIdProblem(upiId.trim());
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const data = new FormData(event.currentTarget);
    const texts = Object.fromEntries(
      [...data.entries()].filter(([k]) => k !== 'fcra_registered' && k !== 'card_step').map(([k, v]) => [k, String(v)]),
    );
    try {
      await donationsApi.saveSettings(api, { ...texts, fcra_registered: data.has('fcra_registered'), card_step: data.has('card_step') });
      setProblems([]);
      setSaved(true);
    } catch (error) {
      setProblems(problemOf(error));
    }
  };
  return (
    <form className="form panel" onSubmit={(e) => void submit(e)} aria-label={s.title}>
      <Group legend={s.upi}>
        <label className="field">
          <span className="field__label">{s.upiId}</span>
          <span className="field__hint" id="upi-id-hint">
            {s.upiHint}
          </span>
          <input
            name="upi_id"
            value={upiId}
            maxLength={256}
            onChange={(e) => setUpiId(e.target.value)}
            aria-invalid={upiProblem ? true : undefined}
            aria-describedby={upiProblem ? 'upi-id-hint upi-id-problem' : 'upi-id-hint'}
          />
          {upiProblem && (
            <span className="field__errors" id="upi-id-problem">
              {upiProblem}
            </span>
          )}
        </label>
        <Text name="payee_name" label={s.payeeName} value={value} />
        <Text name="merchant_code" label={s.merchantCode} value={value} max={4} />
        <Text name="bank_details" label={s.bankDetails} value={value} long />
      </Group>
      <Group legend={s.receipt}>
        <Text name="trust_pan" label={s.trustPan} value={value} max={10} />
        <Text name="registration_80g" label={s.registration80g} value={value} />
        <Text name="registration_80g_from" label={s.registrationFrom} value={value} type="date" max={10} />
        <Text name="registration_80g_to" label={s.registrationTo} value={value} type="date" max={10} />
        <Text name="deduction_before" label={s.deductionBefore} value={value} long />
        <Text name="deduction_before_hi" label={s.deductionBeforeHi} value={value} long />
        <Text name="deduction_after" label={s.deductionAfter} value={value} long />
        <Text name="deduction_after_hi" label={s.deductionAfterHi} value={value} long />
      </Group>
      <Group legend={s.foreign}>
        <CheckField name="fcra_registered" label={s.fcraRegistered} defaultChecked={value.fcra_registered} />
        <Text name="fcra_details" label={s.fcraDetails} value={value} long />
      </Group>
      <Group legend={s.card}>
        <CheckField name="card_step" label={s.cardStep} defaultChecked={value.card_step} />
      </Group>
      <Problems problems={problems} />
      <div role="status">{saved && <p className="notice notice--success">{t.saved}</p>}</div>
      <div className="form__actions">
        <button type="submit" className="button" disabled={Boolean(upiProblem)}>
          {s.save}
        </button>
      </div>
    </form>
  );
}

export default forAdmins(Settings);
