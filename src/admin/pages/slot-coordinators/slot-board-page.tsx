// /admin/slot-board (admins): for each slot, who prefers it at which rank, who is allocated and how
// full it is, with allocation in place; for each department, who prefers it. Filtered by camp (in
// the address, ?camp=), exportable as CSV.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BoardSlot, PreferencesBoard } from '../../../shared/schemas/staff/slot-coordinators';
import { campOptions, useCamps } from '../../api/camps';
import { slotBoardApi, slotCoordinatorsApi } from '../../api/slot-coordinators';
import { useApi } from '../../lib/console-context';
import { useCurrentUser } from '../../lib/current-user';
import { fill, m } from '../../lib/messages';
import { FilterSelect } from '../../components/filter-select';
import { FormError } from '../../components/form-field';
import { PageHeader, StatusNotice } from '../../components/page-header';
import { saveFile } from '../../lib/save-file';
import { errorsOf } from '../../lib/validation';
import { slotDates, slotTimes } from './slot-coordinators-resources';
import './slot-board-page.css';

const b = m.slotBoard;

type Choice = PreferencesBoard['slots'][number]['preferences'][number];

function Choices({ choices }: { choices: Choice[] }) {
  if (choices.length === 0) return <span className="muted">{b.nobody}</span>;
  return (
    <ul className="slot-board__choices">
      {choices.map((p) => {
        const name = p.is_active ? p.name : fill(b.inactive, { name: p.name });
        return <li key={p.coordinator_id}>{fill(b.rankChoice, { rank: p.rank, name })}</li>;
      })}
    </ul>
  );
}

interface Candidate {
  id: number;
  name: string;
}

function AllocateForm(props: { slot: BoardSlot; candidates: Candidate[]; busy: boolean; onAllocate(c: Candidate): void }) {
  const { slot } = props;
  const id = useId();
  const [chosen, setChosen] = useState('');
  const taken = new Set(slot.allocated.map((a) => a.coordinator_id));
  // Those who chose the slot first, in the order of their rank; then everyone else.
  const preferred = slot.preferences.filter((p) => p.is_active).map((p) => p.coordinator_id);
  const options = [
    ...preferred.map((pid) => props.candidates.find((c) => c.id === pid)).filter((c): c is Candidate => c !== undefined),
    ...props.candidates.filter((c) => !preferred.includes(c.id)),
  ].filter((c) => !taken.has(c.id));
  const full = slot.filled >= slot.capacity;
  return (
    <form
      className="slot-board__allocate"
      onSubmit={(e) => {
        e.preventDefault();
        const candidate = options.find((c) => String(c.id) === chosen);
        if (candidate) props.onAllocate(candidate);
        setChosen('');
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {fill(b.allocateTo, { slot: slot.name })}
      </label>
      <select id={id} value={chosen} onChange={(e) => setChosen(e.target.value)} disabled={full || props.busy}>
        <option value="">{b.chooseCoordinator}</option>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--small" disabled={full || props.busy || !chosen}>
        {b.allocate}
      </button>
    </form>
  );
}

export default function SlotBoardPage() {
  const api = useApi();
  const client = useQueryClient();
  const { can } = useCurrentUser();
  const camps = campOptions(useCamps().data, can);
  const [params, setParams] = useSearchParams();
  const camp = params.get('camp') ?? '';
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const board = useQuery({ queryKey: ['slot-board', camp], queryFn: ({ signal }) => slotBoardApi.board(api, camp, signal) });
  const people = useQuery({
    queryKey: ['slot-coordinators', 'all'],
    queryFn: ({ signal }) => slotCoordinatorsApi.list(api, {}, signal),
  });
  const candidates: Candidate[] = (people.data?.rows ?? []).filter((p) => p.is_active).map((p) => ({ id: p.id, name: p.name }));

  const change = useMutation({
    mutationFn: async (c: { slot: BoardSlot; person: Candidate; remove: boolean }) => {
      if (c.remove) await slotBoardApi.unallocate(api, c.slot.id, c.person.id);
      else await slotBoardApi.allocate(api, c.slot.id, c.person.id);
    },
    onMutate: () => {
      setNotice(null);
      setFailure(null);
    },
    onSuccess: (_r, c) => {
      setNotice(fill(c.remove ? b.removedDone : b.allocatedDone, { name: c.person.name, slot: c.slot.name }));
    },
    onError: (error) => setFailure(errorsOf(error).error),
    onSettled: () => client.invalidateQueries({ queryKey: ['slot-board'] }),
  });

  async function exportCsv() {
    setFailure(null);
    setExporting(true);
    try {
      const { blob, filename } = await slotBoardApi.exportCsv(api, camp);
      saveFile(blob, filename ?? 'slot-preferences.csv');
    } catch (error) {
      setFailure(errorsOf(error).error);
    } finally {
      setExporting(false);
    }
  }

  const data = board.data;
  return (
    <>
      <PageHeader
        title={b.title}
        intro={b.intro}
        actions={
          <button type="button" className="button button--secondary" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? b.exporting : b.export}
          </button>
        }
      />
      <div className="filters">
        <FilterSelect
          label={b.camp}
          value={camp}
          options={[{ value: '', label: m.allCamps }, ...camps]}
          onChange={(value) => {
            setNotice(null);
            setParams(value ? { camp: value } : {}, { replace: true });
          }}
        />
      </div>
      <StatusNotice message={notice} />
      <FormError message={failure} />
      {board.isError && <FormError message={fill(m.table.loadFailed, { error: errorsOf(board.error).error })} />}
      {!data && board.isPending && (
        <p role="status" className="page-loading">
          {m.loading}
        </p>
      )}
      {data && (
        <>
          <div className="slot-board__scroll">
            <BoardTable
              className="slot-board--stacking"
              caption={b.slotsCaption}
              headers={[b.slot, b.when, b.filled, b.preferredBy, b.allocated]}
              empty={b.noSlots}
              rows={data.slots}
              row={(slot) => (
                <tr key={slot.id}>
                  <th scope="row">
                    {slot.name}
                    {slot.camp_name && <span className="slot-board__camp">{slot.camp_name}</span>}
                  </th>
                  <td className="slot-board__nowrap" data-label={b.when}>
                    {slotDates(slot)}
                    {slotTimes(slot) && <span className="slot-board__times">{slotTimes(slot)}</span>}
                  </td>
                  <td className="slot-board__nowrap" data-label={b.filled}>
                    {fill(b.filledOf, { filled: slot.filled, capacity: slot.capacity })}
                    {slot.filled >= slot.capacity && <span className="slot-board__full">{b.full}</span>}
                  </td>
                  <td data-label={b.preferredBy}>
                    <Choices choices={slot.preferences} />
                  </td>
                  <td data-label={b.allocated}>
                    {slot.allocated.length > 0 && (
                      <ul className="slot-board__choices">
                        {slot.allocated.map((a) => (
                          <li key={a.coordinator_id}>
                            {a.name}{' '}
                            <button
                              type="button"
                              className="button button--secondary button--small"
                              aria-label={fill(b.removeFrom, { name: a.name, slot: slot.name })}
                              disabled={change.isPending}
                              onClick={() => change.mutate({ slot, person: { id: a.coordinator_id, name: a.name }, remove: true })}
                            >
                              {b.remove}
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                    <AllocateForm
                      slot={slot}
                      candidates={candidates}
                      busy={change.isPending}
                      onAllocate={(person) => change.mutate({ slot, person, remove: false })}
                    />
                  </td>
                </tr>
              )}
            />
          </div>
          {/* Two columns fit a phone: no sideways scroll here (a region without controls could not be scrolled by keyboard). */}
          <div className="slot-board__block">
            <BoardTable
              className="slot-board--narrow"
              caption={b.departmentsCaption}
              headers={[b.department, b.preferredBy]}
              empty={b.noDepartments}
              rows={data.departments}
              row={(d) => (
                <tr key={d.id}>
                  <th scope="row">{d.name}</th>
                  <td>
                    <Choices choices={d.preferences} />
                  </td>
                </tr>
              )}
            />
          </div>
        </>
      )}
    </>
  );
}

/** One table of the board: its column heads, its rows, or one row that says there are none. */
function BoardTable<T>(props: {
  className: string;
  caption: string;
  headers: string[];
  empty: string;
  rows: T[];
  row(item: T): ReactNode;
}) {
  return (
    <table className={`slot-board ${props.className}`}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.length === 0 && (
          <tr>
            <td colSpan={props.headers.length}>{props.empty}</td>
          </tr>
        )}
        {props.rows.map(props.row)}
      </tbody>
    </table>
  );
}
