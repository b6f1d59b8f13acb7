// /admin/applications: the students' applications' pipeline (decision 0041). Staff filter the
// list, tick applications and move them on, or issue their admit cards; the API refuses what may
// not move (a draft, one waiting for consent) and messages each parent once. Below the list: a
// paper consent for the one ticked application waiting for it, and for the cycle shown, the
// promotion to students and the reports; the erasure's dry run per cycle.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type ApplicationStatus, APPLICATION_STATUSES, STAFF_STATUSES } from '../../../shared/schemas/student-application-pipeline';
import { SCHOOL_TYPES } from '../../../shared/schemas/student-applications';
import { pipelineApi } from '../../api/student-pipeline';
import { cyclesApi } from '../../api/student-applications';
import { PageHeader } from '../../components/page-header';
import { useApi } from '../../lib/console-context';
import { fill, m, shared } from '../../lib/messages';
import { saveFile } from '../../lib/save-file';
import { errorsOf } from '../../lib/validation';
import '../../components/data-table.css';
import { AfterTestPanel } from './after-test-panel';

const t = shared.studentPipelineConsole;
type Filters = Record<'cycle_id' | 'status' | 'district' | 'class' | 'school_type', string>;
const NO_FILTERS: Filters = { cycle_id: '', status: '', district: '', class: '', school_type: '' };

export default function PipelinePage() {
  const api = useApi();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [shown, setShown] = useState<Filters>(NO_FILTERS);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [target, setTarget] = useState<(typeof STAFF_STATUSES)[number]>('shortlisted');
  const [pin, setPin] = useState(false);
  const [notice, setNotice] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const cycles = useQuery({ queryKey: ['application-cycles'], queryFn: ({ signal }) => cyclesApi.list(api, {}, signal) });
  const list = useQuery({
    queryKey: ['application-pipeline', shown],
    queryFn: ({ signal }) => pipelineApi.list(api, { ...shown, limit: 500 }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.rows ?? [];

  const field = (key: keyof Filters) => ({
    value: filters[key],
    onChange: (e: { target: { value: string } }) => setFilters({ ...filters, [key]: e.target.value }),
  });
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  /** After a change: the list (and what depends on it) read again first, so that the notice stands beside the rows as they are now. */
  async function done(lines: string[]) {
    setSelected(new Set());
    await Promise.all(
      ['application-pipeline', 'application-report', 'application-erasures'].map((key) => client.invalidateQueries({ queryKey: [key] })),
    );
    setNotice(lines);
  }
  const fail = (e: unknown) => setError(errorsOf(e).error);
  async function act(work: () => Promise<string[]>) {
    setError(null);
    setNotice([]);
    try {
      await done(await work());
    } catch (e) {
      fail(e);
    }
  }
  const cycleId = shown.cycle_id ? Number(shown.cycle_id) : null;
  const move = () =>
    act(async () => {
      const r = await pipelineApi.move(api, [...selected], target);
      return [fill(t.moved, r)];
    });
  const issue = () =>
    act(async () => {
      const r = await pipelineApi.issue(api, [...selected], pin);
      return [
        fill(t.issued, { cards: r.cards.length }),
        ...r.cards.filter((c) => c.pin).map((c) => fill(t.pinShown, { roll: c.roll_number, pin: c.pin ?? '' })),
      ];
    });
  async function exportCsv() {
    try {
      const { blob, filename } = await pipelineApi.exportCsv(api, shown);
      saveFile(blob, filename ?? 'student-applications.csv');
    } catch (e) {
      setError(errorsOf(e).error);
    }
  }
  const show = (e: FormEvent) => {
    e.preventDefault();
    setShown(filters);
    setSelected(new Set());
  };

  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <form onSubmit={show} aria-label={t.filters} className="filters">
        <label>
          {t.cycle}
          <select {...field('cycle_id')}>
            <option value="">{t.any}</option>
            {(cycles.data?.rows ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.status}
          <select {...field('status')}>
            <option value="">{t.any}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.district}
          <input {...field('district')} />
        </label>
        <label>
          {t.class}
          <select {...field('class')}>
            <option value="">{t.any}</option>
            {[9, 10, 11, 12].map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label>
          {t.schoolType}
          <select {...field('school_type')}>
            <option value="">{t.any}</option>
            {SCHOOL_TYPES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t.apply}
        </button>
        <button type="button" className="button" onClick={() => void exportCsv()}>
          {t.exportCsv}
        </button>
      </form>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {notice.length > 0 && (
        <div className="notice" role="status">
          {notice.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {list.isPending ? (
        <p className="muted">{m.loading}</p>
      ) : rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <div className="data-table">
          <table>
            <caption>{t.title}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t.selectColumn}</span>
                </th>
                <th scope="col">{t.number}</th>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.class}</th>
                <th scope="col">{t.district}</th>
                <th scope="col">{t.centre}</th>
                <th scope="col">{t.seat}</th>
                <th scope="col">{t.roll}</th>
                <th scope="col">{t.mobile}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td data-label={t.selectColumn}>
                    <input
                      type="checkbox"
                      aria-label={fill(t.select, { number: r.number })}
                      checked={selected.has(r.id)}
                      onChange={() => toggle(r.id)}
                    />
                  </td>
                  <td className="data-table__primary" data-label={t.number}>
                    {r.number}
                    {r.duplicate_of !== null && <small> {fill(t.duplicate, { id: r.duplicate_of })}</small>}
                  </td>
                  <td data-label={t.name}>{r.full_name}</td>
                  <td data-label={t.status}>{t.statuses[r.status as ApplicationStatus]}</td>
                  <td data-label={t.class}>{r.class}</td>
                  <td data-label={t.district}>{r.district}</td>
                  <td data-label={t.centre}>{r.centre_name}</td>
                  <td data-label={t.seat}>{r.has_seat ? t.yes : t.waiting}</td>
                  <td data-label={t.roll}>{r.roll_number}</td>
                  <td data-label={t.mobile}>{r.parent_mobile}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <fieldset disabled={selected.size === 0}>
        <legend>{t.moveTo}</legend>
        <select aria-label={t.moveTo} value={target} onChange={(e) => setTarget(e.target.value as typeof target)}>
          {STAFF_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t.statuses[s]}
            </option>
          ))}
        </select>
        <button type="button" className="button" onClick={() => void move()}>
          {t.move}
        </button>
        <label>
          <input type="checkbox" checked={pin} onChange={(e) => setPin(e.target.checked)} /> {t.withPin}
        </label>
        <button type="button" className="button" onClick={() => void issue()}>
          {t.issue}
        </button>
      </fieldset>
      <AfterTestPanel
        selected={rows.filter((r) => selected.has(r.id))}
        cycleId={cycleId}
        cycleName={(cycles.data?.rows ?? []).find((c) => c.id === cycleId)?.name ?? ''}
        report={async (lines) => {
          setError(null);
          await done(lines);
        }}
        fail={fail}
      />
    </>
  );
}
