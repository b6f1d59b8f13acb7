// Below a breach's record: who it affected, found by query (the kinds of record staff choose and an
// optional window), the count and a masked list (each look is access-logged by the API), then the
// notice in English and Hindi sent to each person once (decision 0034; docs/runbook.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BREACH_KINDS, type BreachKind, type BreachRecordView, type BreachScope } from '../../../shared/schemas/privacy';
import { privacyApi } from '../../api/privacy';
import { useConfirm } from '../../components/confirm-dialog';
import { useApi } from '../../lib/console-context';
import { fill, shared } from '../../lib/messages';
import { showDateTime } from '../../lib/resource';
import { errorsOf } from '../../lib/validation';
import { TextBox } from './text-box';

const b = shared.privacyConsole.breaches;
const p = b.people;

function Failure({ error }: { error: unknown }) {
  return error ? (
    <p className="notice notice--error" role="alert">
      {errorsOf(error).error}
    </p>
  ) : null;
}

export function BreachPeoplePanel({ breach }: { breach: BreachRecordView }) {
  const api = useApi();
  const client = useQueryClient();
  const confirm = useConfirm();
  const [kinds, setKinds] = useState<BreachKind[]>(breach.affected_kinds as BreachKind[]);
  const [from, setFrom] = useState(breach.affected_from ?? '');
  const [to, setTo] = useState(breach.affected_to ?? '');
  const [scope, setScope] = useState<BreachScope | null>(null);
  const [text, setText] = useState(breach.notice_text);
  const [textHi, setTextHi] = useState(breach.notice_text_hi);
  const [sent, setSent] = useState<string | null>(null);
  const people = useQuery({
    queryKey: ['breaches', breach.id, 'people', scope],
    queryFn: ({ signal }) => privacyApi.breachPeople(api, breach.id, scope!, signal),
    enabled: scope !== null,
    retry: false,
  });
  const notify = useMutation({
    mutationFn: () => privacyApi.notifyBreach(api, breach.id, { ...scope!, text: text.trim(), text_hi: textHi.trim() }),
    onSuccess: async (result) => {
      setSent(fill(p.sent, { emails: result.emails, sms: result.sms, skipped: result.skipped }));
      await client.invalidateQueries({ queryKey: ['breaches'] });
    },
  });
  function find(e: FormEvent) {
    e.preventDefault();
    setSent(null);
    setScope({ kinds, ...(from ? { from } : {}), ...(to ? { to } : {}) });
  }
  const toggle = (k: BreachKind, on: boolean) => setKinds((now) => (on ? [...now, k] : now.filter((x) => x !== k)));
  const found = people.data;
  const toTell = found ? found.count - found.already : 0;
  async function send() {
    if (await confirm({ title: p.send, text: fill(p.confirm, { count: toTell }), confirmLabel: p.send })) notify.mutate();
  }
  return (
    <section aria-labelledby="breach-people-title">
      <h2 id="breach-people-title">{p.title}</h2>
      <p>{p.intro}</p>
      {breach.notices_sent_at ? (
        <p className="notice">{fill(p.sentBefore, { date: showDateTime(breach.notices_sent_at), count: breach.notices_sent })}</p>
      ) : null}
      <form className="form" onSubmit={find}>
        <fieldset>
          <legend>{p.kinds}</legend>
          {BREACH_KINDS.map((k) => (
            <label key={k} className="checkbox">
              <input type="checkbox" name="kinds" value={k} checked={kinds.includes(k)} onChange={(e) => toggle(k, e.target.checked)} />{' '}
              {p.kindLabels[k]}
            </label>
          ))}
        </fieldset>
        <div className="form__grid">
          <div>
            <label htmlFor="breach-from">{p.from}</label>
            <input id="breach-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div>
            <label htmlFor="breach-to">{p.to}</label>
            <input id="breach-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
        </div>
        <div className="form__actions">
          <button type="submit" className="button" disabled={kinds.length === 0}>
            {p.find}
          </button>
        </div>
      </form>
      <Failure error={people.error} />
      {scope && !found && !people.error ? <p role="status">{p.finding}</p> : null}
      {found ? (
        <>
          <p role="status">{fill(p.count, { count: found.count, emails: found.by_email, sms: found.by_sms, already: found.already })}</p>
          {found.people.length ? (
            <div className="data-table">
              <table className="data-table__table">
                <caption>{p.listCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{p.contact}</th>
                    <th scope="col">{p.records}</th>
                    <th scope="col">{p.language}</th>
                    <th scope="col">{p.told}</th>
                  </tr>
                </thead>
                <tbody>
                  {found.people.map((x) => (
                    <tr key={x.contact + x.kinds.join()}>
                      <td>{x.contact}</td>
                      <td>{x.kinds.map((k) => p.kindLabels[k]).join(', ')}</td>
                      <td>{x.lang ? p.languages[x.lang] : p.languages.both}</td>
                      <td>{x.notified ? p.yes : p.no}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className="form">
            <TextBox id="breach-text" label={p.text} value={text} onChange={setText} max={2000} />
            <TextBox id="breach-text-hi" label={p.textHi} value={textHi} onChange={setTextHi} max={2000} lang="hi" />
            <div className="form__actions">
              <button
                type="button"
                className="button button--danger-outline"
                disabled={notify.isPending || toTell === 0 || !text.trim() || !textHi.trim()}
                onClick={() => void send()}
              >
                {p.send}
              </button>
            </div>
          </div>
        </>
      ) : null}
      <Failure error={notify.error} />
      {sent ? (
        <p className="notice" role="status">
          {sent}
        </p>
      ) : null}
    </section>
  );
}
