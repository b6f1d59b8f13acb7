// /apply/admit-card (and /hi/apply/admit-card), issue 25 item 7 and decision 0041: the page the
// parent's message links to. A plain form (the same with JavaScript on or off): the application
// number and date of birth open the card in the page, with its PDF as another plain post. Every
// failure is the same one sentence, with what was typed kept.
import { useId } from 'react';
import { formatDate, timeOfDay } from '../../../shared/dates';
import { studentPipeline } from '../../../shared/messages/en-student-pipeline';
import { fill } from '../../../shared/messages/fill';
import { PageBanner } from '../../components/page-banner';
import { useMessages, usePosted } from '../../lib/app-context';
import './apply-page.css';

type Texts = typeof studentPipeline.admitCard;

function Card({ t, v }: { t: Texts; v: Record<string, string> }) {
  const m = useMessages();
  const when = `${formatDate(v.test_at, '', m.web.dates)} ${timeOfDay(v.test_at, m.web.dates) ?? ''}`.trim();
  const rows: [string, string][] = [
    [t.rollNumber, v.roll_number ?? ''],
    [t.applicationNumber, v.application_number ?? ''],
    [t.studentName, v.student_name ?? ''],
    [t.centre, [v.centre_name, v.centre_address, v.centre_district].filter(Boolean).join(', ')],
    [t.testAt, when],
    [t.paperLanguage, v.paper_language ?? ''],
  ];
  return (
    <section className="admit-card" aria-labelledby="admit-card-title">
      <h2 id="admit-card-title">{fill(t.cardTitle, { cycle: v.cycle_name ?? '' })}</h2>
      {v.trust_name ? <p>{v.trust_name}</p> : null}
      <p>{v.class_name}</p>
      <dl className="admit-card-rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t.whatToBring}</h3>
      <ul>
        {t.bring.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </section>
  );
}

export default function AdmitCardPage() {
  const t = (useMessages().studentPipeline ?? studentPipeline).admitCard;
  const id = useId();
  const posted = usePosted('admit-card');
  const values = posted?.values ?? {};
  const problem = values._problem === 'failed' ? t.failed : values._problem === 'retry' ? t.retry : undefined;
  return (
    <>
      <PageBanner title={t.title} text={t.intro} />
      <div className="container apply-page">
        {posted?.sent ? (
          <>
            <Card t={t} v={values} />
            <form id="form-admit-card-pdf" className="form" method="post">
              <input type="hidden" name="number" value={values.number ?? ''} />
              <input type="hidden" name="date_of_birth" value={values.date_of_birth ?? ''} />
              <button type="submit" className="button">
                {t.pdf}
              </button>
            </form>
          </>
        ) : null}
        <form id="form-admit-card" className="form apply-resume" method="post">
          <h2>{t.lookupTitle}</h2>
          <p>{t.lookupIntro}</p>
          {problem ? (
            <p className="form-message form-message--error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="field">
            <label htmlFor={`${id}-number`}>{t.number}</label>
            <input id={`${id}-number`} name="number" maxLength={20} autoComplete="off" defaultValue={values.number ?? ''} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-dob`}>{t.dateOfBirth}</label>
            <input id={`${id}-dob`} name="date_of_birth" type="date" defaultValue={values.date_of_birth ?? ''} />
          </div>
          <button type="submit" className={posted?.sent ? 'button button--secondary' : 'button'}>
            {t.open}
          </button>
        </form>
      </div>
    </>
  );
}
