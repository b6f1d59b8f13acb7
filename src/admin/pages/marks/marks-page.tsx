// /admin/marks (admins): tests with marks (decision 0036). Add a test (type, date, subjects with their
// maximum marks, publish time in India time); import its marks or paper applicants' roll numbers
// (check first: every row error listed; then all rows or none); see failed public look-ups per hour.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fromIndiaInput } from '../../../shared/date-input';
import { MARKS_TEST_KINDS, type ImportReport, type MarksTest } from '../../../shared/schemas/staff/results';
import { ApiError } from '../../../shared/http/api-error';
import { marksApi } from '../../api/marks';
import { campLabel, useCamps } from '../../api/camps';
import { useApi } from '../../lib/console-context';
import { fill, shared } from '../../lib/messages';
import { showDateTime } from '../../lib/resource';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader } from '../../components/page-header';

const t = shared.resultsStaff.console;
const f = shared.resultsStaff.fields;

const problemOf = (error: unknown) =>
  error instanceof ApiError
    ? [error.message, ...Object.values((error.body as { errors?: Record<string, string[]> })?.errors ?? {}).flat()]
    : [String(error)];

function Marks() {
  const api = useApi();
  const tests = useQuery({ queryKey: ['marks-tests'], queryFn: ({ signal }) => marksApi.tests(api, signal) });
  const failures = useQuery({ queryKey: ['marks-failures'], queryFn: ({ signal }) => marksApi.failures(api, signal) });
  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <NewTest onSaved={() => void tests.refetch()} />
      <section className="panel" aria-labelledby="marks-tests">
        <h2 id="marks-tests">{t.title}</h2>
        <table className="data-table__table">
          <thead>
            <tr>
              <th scope="col">{t.titleField}</th>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.publishAt}</th>
              <th scope="col">{t.rows}</th>
            </tr>
          </thead>
          <tbody>
            {(tests.data ?? []).map((x) => (
              <tr key={x.id}>
                <td>
                  {x.title} <span className="muted">({x.camp_name ?? x.cycle})</span>
                </td>
                <td>{x.test_date}</td>
                <td>{showDateTime(x.publish_at)}</td>
                <td>{x.rows}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Import tests={tests.data ?? []} onDone={() => void tests.refetch()} />
      <section className="panel" aria-labelledby="marks-failures">
        <h2 id="marks-failures">{t.failuresTitle}</h2>
        {failures.data?.length ? (
          <table className="data-table__table">
            <thead>
              <tr>
                <th scope="col">{t.hour}</th>
                <th scope="col">{t.failures}</th>
              </tr>
            </thead>
            <tbody>
              {failures.data.map((x) => (
                <tr key={x.hour}>
                  <td>{x.hour}:00</td>
                  <td>{x.failures}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">{t.noFailures}</p>
        )}
      </section>
    </>
  );
}

function NewTest({ onSaved }: { onSaved: () => void }) {
  const api = useApi();
  const camps = useCamps();
  const [subjects, setSubjects] = useState([{ name: '', max: '100' }]);
  const [problem, setProblem] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    setSaved(false);
    try {
      await marksApi.create(api, {
        title: text('title'),
        camp: text('camp'),
        cycle: text('cycle'),
        kind: text('kind') as MarksTest['kind'],
        test_date: text('test_date'),
        subjects: subjects.map((s) => ({ name: s.name, max: s.max })),
        publish_at: fromIndiaInput(text('publish_at')),
        requires_pin: data.has('requires_pin'),
        public_list: data.has('public_list'),
      });
      setProblem([]);
      setSaved(true);
      onSaved();
    } catch (error) {
      setProblem(problemOf(error));
    }
  };
  return (
    <form className="form panel" onSubmit={(e) => void submit(e)} aria-labelledby="marks-new">
      <h2 id="marks-new">{t.add}</h2>
      <label className="field">
        <span className="field__label">{t.titleField}</span>
        <input name="title" required maxLength={200} />
      </label>
      <label className="field">
        <span className="field__label">{t.camp}</span>
        <select name="camp" defaultValue="">
          <option value="">{t.noCamp}</option>
          {(camps.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {campLabel(c)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t.cycle}</span>
        <input name="cycle" maxLength={40} />
      </label>
      <label className="field">
        <span className="field__label">{t.kind}</span>
        <select name="kind" defaultValue="screening">
          {MARKS_TEST_KINDS.map((k) => (
            <option key={k} value={k}>
              {t.kinds[k]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t.date}</span>
        <input name="test_date" type="date" required />
      </label>
      <fieldset className="field">
        <legend className="field__label">{t.subjects}</legend>
        {subjects.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <div key={i} className="filters">
            <label>
              {t.subject} {i + 1}{' '}
              <input
                value={s.name}
                required
                maxLength={80}
                onChange={(e) => setSubjects(subjects.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
              />
            </label>
            <label>
              {t.max}{' '}
              <input
                type="number"
                min={1}
                max={1000}
                value={s.max}
                required
                onChange={(e) => setSubjects(subjects.map((x, j) => (j === i ? { ...x, max: e.target.value } : x)))}
              />
            </label>
            {subjects.length > 1 && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setSubjects(subjects.filter((_, j) => j !== i))}
              >
                {t.removeSubject}
              </button>
            )}
          </div>
        ))}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setSubjects([...subjects, { name: '', max: '100' }])}
        >
          {t.addSubject}
        </button>
      </fieldset>
      <label className="field">
        <span className="field__label">{t.publishAt}</span>
        <input name="publish_at" type="datetime-local" required />
      </label>
      <label className="field">
        <input type="checkbox" name="requires_pin" /> {t.requiresPin}
      </label>
      <label className="field">
        <input type="checkbox" name="public_list" /> {t.publicList}
      </label>
      {problem.length > 0 && (
        <ul className="notice notice--error" role="alert">
          {problem.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {saved && <p role="status">{t.saved}</p>}
      <div className="form__actions">
        <button type="submit" className="button">
          {t.save}
        </button>
      </div>
    </form>
  );
}

function Import({ tests, onDone }: { tests: MarksTest[]; onDone: () => void }) {
  const api = useApi();
  const [target, setTarget] = useState('rolls');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const test = tests.find((x) => String(x.id) === target);
  const fields = test
    ? [
        { key: 'roll', label: f.roll },
        ...test.subjects.map((s) => ({ key: s.key, label: s.name })),
        { key: 'status', label: f.status },
        { key: 'rank', label: f.rank },
      ]
    : [
        { key: 'roll', label: f.roll },
        { key: 'date_of_birth', label: f.dateOfBirth },
        { key: 'pin', label: f.pin },
      ];
  const send = async (form: HTMLFormElement, dryRun: boolean) => {
    const data = new FormData(form);
    data.delete('target');
    data.set('dry_run', String(dryRun));
    if (report) data.set('mapping', JSON.stringify(mapping));
    setDone(null);
    try {
      const result = test ? await marksApi.importMarks(api, test.id, data) : await marksApi.importRolls(api, data);
      setProblem([]);
      setReport(result);
      setMapping(result.mapping);
      if (!dryRun) {
        setDone(fill(t.imported, { count: result.rows_stored, replaced: result.rows_replaced }));
        onDone();
      }
    } catch (error) {
      setProblem(problemOf(error));
    }
  };
  return (
    <form
      className="form panel"
      aria-labelledby="marks-import"
      onSubmit={(e) => {
        e.preventDefault();
        void send(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') !== 'commit');
      }}
    >
      <h2 id="marks-import">{t.importMarks}</h2>
      <label className="field">
        <span className="field__label">{t.importMarks}</span>
        <select
          name="target"
          value={target}
          onChange={(e) => {
            setTarget(e.target.value);
            setReport(null);
          }}
        >
          <option value="rolls">{t.importRolls}</option>
          {tests.map((x) => (
            <option key={x.id} value={x.id}>
              {x.title} ({x.test_date})
            </option>
          ))}
        </select>
      </label>
      {!test && (
        <label className="field">
          <span className="field__label">{t.cycle}</span>
          <input name="cycle" maxLength={40} />
        </label>
      )}
      <label className="field">
        <span className="field__label">{t.file}</span>
        <input
          type="file"
          name="file"
          required
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        />
      </label>
      {report && (
        <fieldset className="field">
          <legend className="field__label">{t.mapping}</legend>
          {fields.map((field) => (
            <label key={field.key} className="field">
              <span className="field__label">{field.label}</span>
              <select value={mapping[field.key] ?? ''} onChange={(e) => setMapping({ ...mapping, [field.key]: e.target.value })}>
                <option value="">{t.notMapped}</option>
                {report.columns.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      )}
      {report && report.errors.length > 0 && (
        <section className="notice notice--error" aria-label={t.errorsTitle}>
          <h3>{t.errorsTitle}</h3>
          <ul>
            {report.errors.map((e) => (
              <li key={e.row}>
                {e.row}: {e.errors.join('; ')}
              </li>
            ))}
          </ul>
        </section>
      )}
      {report && report.errors.length === 0 && report.dry_run && <p role="status">{fill(t.dryRunOk, { count: report.rows_read })}</p>}
      {done && <p role="status">{done}</p>}
      {problem.length > 0 && (
        <ul className="notice notice--error" role="alert">
          {problem.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--secondary" value="check">
          {t.check}
        </button>
        <button type="submit" className="button" value="commit" disabled={!report || report.errors.length > 0}>
          {t.commit}
        </button>
      </div>
    </form>
  );
}

export default forAdmins(Marks);
