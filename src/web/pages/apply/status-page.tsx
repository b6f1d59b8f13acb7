// /apply/status (and /hi/apply/status), decision 0035: an application's status by its
// number and date of birth, in plain words with what happens next, and its withdrawal in two
// steps (the button, then the confirmation). Plain forms, the same with JavaScript on or off: the
// server keeps the matched number and date of birth in an httpOnly cookie between the steps and
// the API checks them again at each.
import { useId } from 'react';
import { formatDate } from '../../../shared/dates';
import { fill } from '../../../shared/messages/fill';
import { PageBanner } from '../../components/page-banner';
import { useMessages, usePosted } from '../../lib/app-context';
import { Link, useLocation } from '../../lib/router';
import { paths } from '../../paths';
import './apply-page.css';
import { Problem, useTexts } from './apply-texts';

export default function StatusPage() {
  const t = useTexts();
  const s = t.status;
  const m = useMessages();
  const id = useId();
  const { search } = useLocation();
  const asked = usePosted('apply-status');
  const confirming = usePosted('apply-withdraw-ask');
  const withdrawn = usePosted('apply-withdraw');
  const found = asked?.sent ? asked : confirming?.sent ? confirming : undefined;
  const values = found?.values ?? {};
  const state = (s.states as Record<string, string>)[values.status ?? ''];
  return (
    <>
      <PageBanner title={s.title} text={s.intro} />
      <div className="container apply-page">
        {withdrawn?.sent ? (
          <p className="form-message form-message--success" role="status">
            {fill(s.withdrawn, { number: withdrawn.values.number ?? '' })}
          </p>
        ) : found && confirming ? (
          <section aria-labelledby={`${id}-confirm`}>
            <h2 id={`${id}-confirm`}>{fill(s.confirmTitle, { number: values.number ?? '' })}</h2>
            <p>{s.confirmText}</p>
            <form id="form-apply-withdraw" className="form" method="post">
              <button type="submit" className="button">
                {s.confirm}
              </button>
            </form>
            <p>
              <Link to={paths.applyStatus}>{s.cancel}</Link>
            </p>
          </section>
        ) : found ? (
          <section aria-labelledby={`${id}-found`}>
            <h2 id={`${id}-found`}>{fill(s.heading, { number: values.number ?? '' })}</h2>
            <p role="status">{state}</p>
            <p>{fill(s.changedAt, { date: formatDate(values.changed_at ?? '', '', m.web.dates) })}</p>
            {values.status === 'admit_card_issued' ? (
              <p>
                <Link to={paths.admitCard}>{s.admitCard}</Link>
              </p>
            ) : null}
            {values.status !== 'withdrawn' ? (
              <form id="form-apply-withdraw-ask" className="form" method="post">
                <button type="submit" className="button button--secondary">
                  {s.withdraw}
                </button>
              </form>
            ) : null}
          </section>
        ) : (
          <form id="form-apply-status" className="form" method="post">
            <Problem t={t} problem={asked?.values._problem} />
            <div className="field">
              <label htmlFor={`${id}-number`}>{s.number}</label>
              <input
                id={`${id}-number`}
                name="number"
                maxLength={20}
                autoComplete="off"
                defaultValue={asked?.values.number ?? new URLSearchParams(search).get('number') ?? ''}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-dob`}>{s.dob}</label>
              <input id={`${id}-dob`} name="date_of_birth" type="date" defaultValue={asked?.values.date_of_birth ?? ''} />
            </div>
            <button type="submit" className="button">
              {s.check}
            </button>
          </form>
        )}
      </div>
    </>
  );
}
