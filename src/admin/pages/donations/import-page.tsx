// /admin/donations/import (admins): a bank statement as CSV. The columns holding the UPI reference,
// the credit and the date are chosen once per bank (the API remembers them); "Check the matches"
// shows what the import would verify and what matches nothing, storing nothing; "Import" verifies
// and sends each receipt once, and shows what matched and what did not.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { StatementMapping } from '../../../shared/schemas/donations';
import { donationsApi, type StatementResult } from '../../api/donations';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader } from '../../components/page-header';
import { useApi } from '../../lib/console-context';
import { fill } from '../../lib/messages';
import { type Column, problemOf, Problems, SelectField, StaticTable, t } from './donation-bits';

const i = t.import;
const DATE_FORMATS = ['DD/MM/YYYY', 'DD-MM-YYYY', 'YYYY-MM-DD'] as const;
const EMPTY: StatementMapping = { utr: '', amount: '', date: '', date_format: 'DD/MM/YYYY' };

/** The column names of a CSV's first line (quoted names may hold commas). */
export function csvHeader(text: string): string[] {
  const line = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const names: string[] = [];
  let current = '';
  let quoted = false;
  for (let k = 0; k < line.length; k++) {
    const c = line[k];
    if (c === '"' && quoted && line[k + 1] === '"') {
      current += '"';
      k++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      names.push(current.trim());
      current = '';
    } else current += c;
  }
  names.push(current.trim());
  return names.filter(Boolean);
}

function Import() {
  const api = useApi();
  const ids = { bank: useId(), banks: useId(), file: useId() };
  const mappings = useQuery({ queryKey: ['statement-mappings'], queryFn: ({ signal }) => donationsApi.mappings(api, signal) });
  const [bank, setBank] = useState('');
  const [csv, setCsv] = useState('');
  const [columns, setColumns] = useState<string[]>([]);
  const [mapping, setMapping] = useState<StatementMapping>(EMPTY);
  const [preview, setPreview] = useState<StatementResult | null>(null);
  const [result, setResult] = useState<StatementResult | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const remembered = mappings.data?.find((x) => x.bank === bank.trim());

  const chooseBank = (name: string) => {
    setBank(name);
    const stored = mappings.data?.find((x) => x.bank === name.trim());
    if (stored) setMapping(stored.mapping as StatementMapping);
    setPreview(null);
  };
  const chooseFile = async (file: File | undefined) => {
    setPreview(null);
    setResult(null);
    if (!file) return;
    try {
      const text = await file.text();
      const header = csvHeader(text);
      setCsv(text);
      setColumns(header);
      setProblems(header.length ? [] : [i.noHeader]);
    } catch {
      setProblems([i.readFailed]);
    }
  };
  const body = () => ({ bank: bank.trim(), csv, mapping });
  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    try {
      setPreview(await donationsApi.preview(api, body()));
      setProblems([]);
    } catch (error) {
      setPreview(null);
      setProblems(problemOf(error));
    }
  };
  const commit = async () => {
    try {
      setResult(await donationsApi.importStatement(api, body()));
      setPreview(null);
      setProblems([]);
      void mappings.refetch();
    } catch (error) {
      setProblems(problemOf(error));
    }
  };
  const select = (key: 'utr' | 'amount' | 'date', label: string) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <select
        value={mapping[key]}
        required
        onChange={(e) => {
          setMapping({ ...mapping, [key]: e.target.value });
          setPreview(null);
        }}
      >
        <option value="">—</option>
        {[...new Set([...columns, mapping[key]].filter(Boolean))].map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      <PageHeader title={i.title} intro={i.intro} />
      <form className="form panel" onSubmit={(e) => void check(e)} aria-label={i.title}>
        <label className="field__label" htmlFor={ids.bank}>
          {i.bank}
        </label>
        <p className="field__hint" id={`${ids.bank}-hint`}>
          {i.bankHint}
        </p>
        <input
          id={ids.bank}
          aria-describedby={`${ids.bank}-hint`}
          list={ids.banks}
          value={bank}
          required
          maxLength={100}
          onChange={(e) => chooseBank(e.target.value)}
        />
        <datalist id={ids.banks}>
          {mappings.data?.map((x) => (
            <option key={x.bank} value={x.bank} />
          ))}
        </datalist>
        <label className="field__label" htmlFor={ids.file}>
          {i.file}
        </label>
        <input id={ids.file} type="file" accept=".csv,text/csv" required onChange={(e) => void chooseFile(e.target.files?.[0])} />
        {columns.length > 0 && (
          <fieldset className="field">
            <legend className="field__label">{i.mapping}</legend>
            {remembered && <p className="muted">{fill(i.remembered, { bank: remembered.bank })}</p>}
            {select('utr', i.utr)}
            {select('amount', i.amount)}
            {select('date', i.date)}
            <SelectField
              label={i.dateFormat}
              value={mapping.date_format}
              options={DATE_FORMATS.map((f) => [f, f] as const)}
              onChange={(v) => setMapping({ ...mapping, date_format: v as StatementMapping['date_format'] })}
            />
          </fieldset>
        )}
        <Problems problems={problems} />
        <div className="form__actions">
          <button type="submit" className="button button--secondary">
            {i.preview}
          </button>
          <button type="button" className="button" disabled={!preview} onClick={() => void commit()}>
            {i.commit}
          </button>
        </div>
      </form>
      {preview && <Outcome title={i.previewTitle} result={preview} />}
      {result && <Outcome title={i.resultTitle} result={result} />}
    </>
  );
}

const unmatchedColumns: Column<StatementResult['unmatched'][number]>[] = [
  { header: i.line, primary: true, cell: (u) => u.line },
  { header: t.list.date, cell: (u) => u.date },
  { header: t.list.amount, cell: (u) => u.amount },
  { header: i.utr, cell: (u) => u.utr },
];

function Outcome({ title, result }: { title: string; result: StatementResult }) {
  const done = result.verified.some((v) => v.receipt);
  return (
    <section className="panel" aria-label={title}>
      <h2>{title}</h2>
      <h3>{i.matched}</h3>
      {result.verified.length ? (
        <ul>
          {result.verified.map((v) => (
            <li key={v.reference}>
              {v.reference} ({v.by === 'utr' ? i.byUtr : i.byAmountDate}):{' '}
              {done ? fill(i.receiptSent, { receipt: v.receipt }) : i.willVerify}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{i.matchedNone}</p>
      )}
      {result.already_verified > 0 && <p className="muted">{fill(i.already, { count: result.already_verified })}</p>}
      <h3>{i.unmatchedTitle}</h3>
      <StaticTable
        caption={i.unmatchedTitle}
        rows={result.unmatched}
        rowKey={(u) => u.line}
        empty={i.unmatchedNone}
        columns={unmatchedColumns}
      />
    </section>
  );
}

export default forAdmins(Import);
