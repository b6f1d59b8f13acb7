// /apply/admit-card (and /hi/apply/admit-card), decision 0041: the page the
// parent's message links to. A plain form (the same with JavaScript on or off): the application
// number and date of birth open the card in the page, with its PDF as another plain post. Every
// failure is the same one sentence, with what was typed kept.
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../shared/http/api-error';
import { formatDate, timeOfDay } from '../../../shared/dates';
import { studentPipeline } from '../../../shared/messages/en-student-pipeline';
import { fill } from '../../../shared/messages/fill';
import { PageBanner } from '../../components/page-banner';
import type { AdmitCardView } from '../../../shared/schemas/student-application-pipeline';
import { admitCardValues } from '../../../shared/admit-card-values';
import { useApi, useMessages, usePosted } from '../../lib/app-context';
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
  const api = useApi();
  const posted = usePosted('admit-card');
  // With JavaScript the form asks the API itself; without, the website server's answer is posted.
  const [shown, setShown] = useState<{ values: Record<string, string>; sent: boolean } | null>(null);
  const values = shown?.values ?? posted?.values ?? {};
  const sent = shown ? shown.sent : posted?.sent === true;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = { number: String(form.get('number') ?? ''), date_of_birth: String(form.get('date_of_birth') ?? '') };
    try {
      const card = await api.post<AdmitCardView>('/api/student-applications/admit-card/', typed);
      setShown({ values: { ...typed, ...admitCardValues(card) }, sent: true });
    } catch (error) {
      const failed = error instanceof ApiError && (error.status === 404 || error.status === 400);
      setShown({ values: { ...typed, _problem: failed ? 'failed' : 'retry' }, sent: false });
    }
  };
  const problem = values._problem === 'failed' ? t.failed : values._problem === 'retry' ? t.retry : undefined;
  return (
    <>
      <PageBanner title={t.title} text={t.intro} />
      <div className="container apply-page">
        {sent ? <Card t={t} v={values} /> : null}
        {/* Always in the page, so that the server gives it its hidden fields (0023); shown with a card. */}
        <form id="form-admit-card-pdf" className="form" method="post" hidden={!sent}>
          <input type="hidden" name="number" value={values.number ?? ''} />
          <input type="hidden" name="date_of_birth" value={values.date_of_birth ?? ''} />
          <button type="submit" className="button">
            {t.pdf}
          </button>
        </form>
        <form id="form-admit-card" className="form apply-resume" method="post" onSubmit={onSubmit}>
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
          <button type="submit" className={sent ? 'button button--secondary' : 'button'}>
            {t.open}
          </button>
        </form>
      </div>
    </>
  );
}
