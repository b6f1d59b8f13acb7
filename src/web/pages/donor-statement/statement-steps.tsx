// The donor statement's steps after the first (decision 0037), rendered by the server for its plain
// forms: the code's form (the privacy pages'), then a financial year's receipts, each with a button
// that downloads its PDF, a choice of year, and signing out.
import { formatDate } from '../../../shared/dates';
import { fill } from '../../../shared/messages/fill';
import { useMessages } from '../../lib/app-context';
import type { StatementState } from '../../ssr-contract';
import { CodeStep } from '../privacy/withdraw-steps';
import { useStatementTexts } from './statement-texts';

/** Rupees "105000.00" with Indian grouping: "1,05,000.00". */
function grouped(amount: string): string {
  const [whole = '0', paise = '00'] = amount.split('.');
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rest ? `${rest},` : ''}${whole.slice(-3)}.${paise}`;
}

export function StatementSteps({ state }: { state: StatementState }) {
  const t = useStatementTexts();
  const dates = useMessages().web.dates;
  if (state.step === 'code') return <CodeStep kind="statement-code" restart="statement-restart" error={state.error} />;
  const { years, fy, receipts, total } = state.statement;
  return (
    <>
      {years.length > 1 ? (
        <form className="form" method="get">
          <div className="field">
            <label htmlFor="statement-year">{t.yearLabel}</label>
            <select id="statement-year" name="fy" defaultValue={fy}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <div>
            <button type="submit" className="button button--outline">
              {t.showYear}
            </button>
          </div>
        </form>
      ) : null}
      <form id="form-statement-pdf" className="form" method="post">
        <h2>{fy ? fill(t.listTitle, { year: fy }) : t.title}</h2>
        {state.error ? (
          <p className="form-message form-message--error" role="alert">
            {state.error}
          </p>
        ) : null}
        {years.length === 0 ? <p>{t.none}</p> : receipts.length === 0 ? <p>{t.noneThisYear}</p> : null}
        <ul className="withdraw-list">
          {receipts.map((r) => (
            <li key={r.id}>
              <p>
                <strong>
                  {fill(t.receiptLine, { number: r.number, date: formatDate(r.date, r.date, dates), amount: grouped(r.amount) })}
                </strong>
                {r.replaces_number ? (
                  <>
                    <br />
                    {fill(t.replaces, { number: r.replaces_number })}
                  </>
                ) : null}
              </p>
              <button
                type="submit"
                className="button button--outline"
                name="receipt"
                value={r.id}
                aria-label={`${t.download}: ${r.number}`}
              >
                {t.download}
              </button>
            </li>
          ))}
        </ul>
        {receipts.length > 0 ? <p>{fill(t.total, { amount: grouped(total) })}</p> : null}
        <button type="submit" className="link-button" name="_action" value="statement-sign-out" formNoValidate>
          {t.signOut}
        </button>
      </form>
    </>
  );
}
