// Pieces the donation screens share (decision 0037, "The console"): the texts, a refusal's words,
// financial years, a table that becomes cards on a phone, and the review's and a receipt's actions.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { todayInIndia } from '../../../shared/dates';
import { ApiError } from '../../../shared/http/api-error';
import { donationConsole } from '../../../shared/messages/en-donations-console';
import { fill } from '../../lib/messages';
import { donationsApi } from '../../api/donations';
import { useApi } from '../../lib/console-context';
import { saveFile } from '../../lib/save-file';
import type { DonationReceiptRow } from '../../../shared/schemas/donations-console';
import { DataTable } from '../../components/data-table';
import type { Column as TableColumn } from '../../lib/column';
import './donations.css';

export const t = donationConsole;

/** What went wrong, field by field when the API says so. */
export const problemOf = (error: unknown): string[] =>
  error instanceof ApiError
    ? [error.message, ...Object.values((error.body as { errors?: Record<string, string[]> })?.errors ?? {}).flat()].filter(
        (p, i, all) => all.indexOf(p) === i,
      )
    : [String(error)];

export function Problems({ problems }: { problems: readonly string[] }) {
  return problems.length ? (
    <ul className="notice notice--error" role="alert">
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  ) : null;
}

/** The financial year (April–March) of a date: 2026-07-14 → FY2026-27. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `FY${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** This financial year and the five before it, newest first. */
export function recentYears(today = todayInIndia()): string[] {
  const start = Number(financialYearOf(today).slice(2, 6));
  return Array.from({ length: 6 }, (_, i) => financialYearOf(`${start - i}-04-01`));
}

export type Column<R> = Omit<TableColumn<R>, 'key'>;

/** A list shown whole (no pages, no sorting) in the console's table: a table from 720 px, labelled cards on a phone. */
export function StaticTable<R>(props: {
  caption: string;
  columns: Column<R>[];
  rows: readonly R[];
  rowKey(row: R): string | number;
  empty: string;
  actions?(row: R): ReactNode;
}) {
  const { columns, ...rest } = props;
  return (
    <DataTable
      {...rest}
      columns={columns.map((c) => ({ ...c, key: c.header }))}
      total={props.rows.length}
      page={1}
      pageSize={Math.max(1, props.rows.length)}
      onPageChange={() => undefined}
      sort={null}
      onSortChange={() => undefined}
    />
  );
}

const option = ([value, text]: readonly [string, string]) => (
  <option key={value} value={value}>
    {text}
  </option>
);

/** A labelled choice among `options` ([value, label] pairs). */
export function SelectField(props: {
  label: string;
  options: readonly (readonly [string, string])[];
  name?: string;
  value?: string;
  defaultValue?: string;
  required?: boolean;
  onChange?(value: string): void;
}) {
  const { label, options, onChange, ...select } = props;
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select {...select} onChange={onChange && ((e) => onChange(e.target.value))}>
        {options.map(option)}
      </select>
    </label>
  );
}

/** A labelled checkbox. */
export function CheckField({
  name,
  label,
  defaultChecked,
  required,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
  required?: boolean;
}) {
  return (
    <label className="field field--check">
      <input
        type="checkbox"
        name={name}
        value={name === 'declaration' ? 'indian' : 'on'}
        defaultChecked={defaultChecked}
        required={required}
      />{' '}
      {label}
    </label>
  );
}

/** A small form behind a disclosure: one required text (and maybe more fields), sent by `send`. */
function ReasonForm(props: {
  summary: string;
  label: string;
  submit: string;
  extra?: ReactNode;
  /** Sends the form; resolves when it is done (the page then says so: the row may go). */
  send(data: FormData): Promise<void>;
  danger?: boolean;
}) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await props.send(new FormData(event.currentTarget));
      setProblems([]);
    } catch (error) {
      setProblems(problemOf(error));
    }
  };
  return (
    <details className="donation-action">
      <summary>{props.summary}</summary>
      <form className="form" onSubmit={(e) => void submit(e)}>
        <label className="field" htmlFor={id}>
          <span className="field__label">{props.label}</span>
        </label>
        <textarea id={id} name="text" required maxLength={500} rows={2} />
        {props.extra}
        <Problems problems={problems} />
        <div className="form__actions">
          <button type="submit" className={props.danger ? 'button button--danger' : 'button'}>
            {props.submit}
          </button>
        </div>
      </form>
    </details>
  );
}

/** The review of a reported donation: match it by hand (its receipt is sent), or reject it with a reason. */
/** `onDone(message)`: the page refreshes and shows the message (the row itself may leave the list). */
export function ReviewActions({ id, reference, onDone }: { id: number; reference: string; onDone(message: string): void }) {
  const api = useApi();
  const amountId = useId();
  return (
    <div className="donation-actions">
      <ReasonForm
        summary={t.review.match}
        label={t.review.matchNote}
        submit={t.review.match}
        extra={
          <label className="field" htmlFor={amountId}>
            <span className="field__label">{t.review.matchAmount}</span>
            <input id={amountId} name="amount" inputMode="decimal" pattern="\d+(\.\d{1,2})?" />
          </label>
        }
        send={async (data) => {
          const amount = String(data.get('amount') ?? '').trim();
          const done = await donationsApi.match(api, id, { note: String(data.get('text')), ...(amount ? { amount } : {}) });
          onDone(fill(t.review.matched, { reference, receipt: done.receipt }));
        }}
      />
      <ReasonForm
        summary={t.review.reject}
        label={t.review.rejectReason}
        submit={t.review.reject}
        danger
        send={async (data) => {
          await donationsApi.reject(api, id, String(data.get('text')));
          onDone(fill(t.review.rejected, { reference }));
        }}
      />
    </div>
  );
}

/** A receipt's PDF, and its correction: cancel with a reason and issue a new one that names it. */
export function ReceiptActions({ receipt, onDone }: { receipt: DonationReceiptRow; onDone(message: string): void }) {
  const api = useApi();
  const [problems, setProblems] = useState<string[]>([]);
  const open = async () => {
    try {
      const file = await donationsApi.receiptPdf(api, receipt.id);
      saveFile(file.blob, file.filename ?? `receipt-${receipt.number.replace('/', '-')}.pdf`);
      setProblems([]);
    } catch (error) {
      setProblems(problemOf(error));
    }
  };
  return (
    <div className="donation-actions">
      <button type="button" className="button button--secondary button--small" onClick={() => void open()}>
        {fill(t.receipts.pdf, { number: receipt.number })}
      </button>
      {receipt.cancelled_reason === null && (
        <ReasonForm
          summary={fill(t.receipts.cancel, { number: receipt.number })}
          label={t.receipts.reason}
          submit={t.receipts.confirmCancel}
          danger
          send={async (data) => {
            const done = await donationsApi.cancelReceipt(api, receipt.id, String(data.get('text')));
            onDone(fill(t.receipts.reissued, done));
          }}
        />
      )}
      <Problems problems={problems} />
    </div>
  );
}

/** A receipt's state: valid, or cancelled with its reason and what replaced it. */
export function receiptState(r: DonationReceiptRow): string {
  const parts = [r.cancelled_reason === null ? t.receipts.valid : fill(t.receipts.cancelled, { reason: r.cancelled_reason })];
  if (r.replaced_by) parts.push(fill(t.receipts.replacedBy, { number: r.replaced_by }));
  if (r.replaces) parts.push(fill(t.receipts.replaces, { number: r.replaces }));
  return parts.join('; ');
}
