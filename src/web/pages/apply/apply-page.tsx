// /apply (and /hi/apply), decision 0035: a student's application to the camp. Plain forms, the same with
// JavaScript on or off: the website server checks the fields with the shared schema, passes them
// to the API, and shows the page again with what was typed and each field's message, or the
// application number. A draft opens again with its number and the date of birth.
import { useId } from 'react';
import { fill } from '../../../shared/messages/fill';
import { formatDate, timeOfDay } from '../../../shared/dates';
import { localized } from '../../../shared/lang';
import { BOARDS, GENDERS, HEARD_FROM, RELATIONSHIPS, SCHOOL_TYPES } from '../../../shared/student-application-choices';
import type { OpenCycle } from '../../../shared/schemas/student-applications';
import { useOpenCycle } from '../../api/get-open-cycle';
import { PageBanner } from '../../components/page-banner';
import { PrivacyNotice } from '../../components/privacy-notice';
import { useLang, useMessages, usePosted } from '../../lib/app-context';
import './apply-page.css';
import { Problem, type Texts, useTexts } from './apply-texts';

type Cycle = NonNullable<OpenCycle['cycle']>;

interface FieldContext {
  id: string;
  t: Texts;
  values: Record<string, string>;
  errors: ReadonlySet<string>;
}

type FieldName = keyof Texts['labels'];

function Field({
  name,
  ctx,
  required = true,
  children,
}: {
  name: FieldName;
  ctx: FieldContext;
  required?: boolean;
  children: React.ReactNode;
}) {
  const hint = (ctx.t.hints as Record<string, string>)[name];
  const error = ctx.errors.has(name) ? (ctx.t.errors as Record<string, string>)[name] : undefined;
  return (
    <div className="field">
      <label htmlFor={`${ctx.id}-${name}`}>
        {ctx.t.labels[name]}
        {required ? ' *' : ` ${ctx.t.optional}`}
      </label>
      {children}
      {hint ? (
        <p className="hint" id={`${ctx.id}-${name}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${ctx.id}-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes of a field's control: its id and name, what was typed, and its hint and error. */
function control(ctx: FieldContext, name: FieldName) {
  const described = [
    (ctx.t.hints as Record<string, string>)[name] ? `${ctx.id}-${name}-hint` : '',
    ctx.errors.has(name) ? `${ctx.id}-${name}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id: `${ctx.id}-${name}`,
    name,
    defaultValue: ctx.values[name] ?? '',
    'aria-invalid': ctx.errors.has(name) || undefined,
    'aria-describedby': described || undefined,
  };
}

function Choice({
  name,
  ctx,
  options,
  labels,
  required = true,
}: {
  name: FieldName;
  ctx: FieldContext;
  options: readonly (string | number)[];
  labels?: Record<string, string>;
  required?: boolean;
}) {
  return (
    <Field name={name} ctx={ctx} required={required}>
      <select {...control(ctx, name)} aria-required={required || undefined}>
        <option value="">{ctx.t.choose}</option>
        {options.map((o) => (
          <option key={o} value={String(o)}>
            {labels?.[String(o)] ?? String(o)}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Text({
  name,
  ctx,
  required = true,
  type = 'text',
  max,
  autoComplete = 'off',
}: {
  name: FieldName;
  ctx: FieldContext;
  required?: boolean;
  type?: string;
  max?: number;
  autoComplete?: string;
}) {
  return (
    <Field name={name} ctx={ctx} required={required}>
      <input {...control(ctx, name)} type={type} maxLength={max} autoComplete={autoComplete} aria-required={required || undefined} />
    </Field>
  );
}

function ApplicationForm({ cycle, t }: { cycle: Cycle; t: Texts }) {
  const lang = useLang();
  const m = useMessages();
  const posted = usePosted('apply');
  const resumed = usePosted('apply-resume');
  const values = posted?.values ?? {};
  const ctx: FieldContext = { id: useId(), t, values, errors: new Set(posted?.fields ?? []) };
  const o = t.options;
  const centres = Object.fromEntries(
    cycle.centres.map((c) => [
      String(c.id),
      fill(t.centreOption, {
        name: localized(c, 'name', lang),
        district: c.district,
        date: `${formatDate(c.test_at, '', m.web.dates)} ${timeOfDay(c.test_at, m.web.dates) ?? ''}`.trim(),
      }),
    ]),
  );
  return (
    <>
      <p>{fill(t.closesOn, { name: localized(cycle, 'name', lang), date: formatDate(cycle.closes_at, '', m.web.dates) })}</p>
      {localized(cycle, 'eligibility', lang) ? (
        <>
          <h2>{t.eligibility}</h2>
          <p>{localized(cycle, 'eligibility', lang)}</p>
        </>
      ) : null}
      <form id="form-apply" className="form" method="post" noValidate>
        <input type="hidden" name="language" value={lang} />
        {values.number ? (
          <>
            <input type="hidden" name="number" value={values.number} />
            <input type="hidden" name="saved_date_of_birth" value={values.saved_date_of_birth ?? values.date_of_birth ?? ''} />
          </>
        ) : null}
        <Problem t={t} problem={values._problem} />
        <fieldset>
          <legend>{t.student}</legend>
          <Text name="full_name" ctx={ctx} max={200} autoComplete="name" />
          <Text name="date_of_birth" ctx={ctx} type="date" />
          <Choice name="gender" ctx={ctx} options={GENDERS} labels={o.gender} />
          <Choice name="class" ctx={ctx} options={cycle.classes} />
          {cycle.streams.length > 0 ? <Choice name="stream" ctx={ctx} options={cycle.streams} labels={o.stream} required={false} /> : null}
        </fieldset>
        <fieldset>
          <legend>{t.school}</legend>
          <Text name="school_name" ctx={ctx} max={200} />
          <Choice name="school_type" ctx={ctx} options={SCHOOL_TYPES} labels={o.school_type} />
          <Choice name="board" ctx={ctx} options={BOARDS} labels={o.board} />
          <Text name="last_exam_percentage" ctx={ctx} type="number" required={false} />
        </fieldset>
        <fieldset>
          <legend>{t.home}</legend>
          <Text name="district" ctx={ctx} max={100} />
          <Text name="block" ctx={ctx} max={100} />
          <Text name="village" ctx={ctx} max={100} />
        </fieldset>
        <fieldset>
          <legend>{t.test}</legend>
          <Choice name="centre" ctx={ctx} options={cycle.centres.map((c) => c.id)} labels={centres} />
          <Choice name="paper_language" ctx={ctx} options={['hi', 'en']} labels={o.paper_language} />
          <Field name="accessibility_needs" ctx={ctx} required={false}>
            <textarea {...control(ctx, 'accessibility_needs')} maxLength={1000} rows={3} />
          </Field>
        </fieldset>
        <fieldset>
          <legend>{t.parent}</legend>
          <Text name="parent_name" ctx={ctx} max={200} />
          <Choice name="parent_relationship" ctx={ctx} options={RELATIONSHIPS} labels={o.parent_relationship} />
          <Text name="parent_mobile" ctx={ctx} type="tel" max={20} />
          <Text name="parent_email" ctx={ctx} type="email" required={false} max={254} />
          <Choice name="heard_from" ctx={ctx} options={HEARD_FROM} labels={o.heard_from} />
        </fieldset>
        <PrivacyNotice form="student_application" optionalBoxes={false} />
        <div className="apply-check">
          <label className="checkbox">
            <input type="checkbox" name="self_consent" value="on" defaultChecked={values.self_consent === 'on'} /> {t.labels.self_consent}
          </label>
          {ctx.errors.has('self_consent') ? <p className="field__error">{t.errors.self_consent}</p> : null}
        </div>
        <div className="apply-actions">
          <button type="submit" className="button" name="action" value="submit">
            {t.submit}
          </button>
          <button type="submit" className="button button--secondary" name="action" value="draft">
            {t.saveDraft}
          </button>
        </div>
      </form>
      <form id="form-apply-resume" className="form apply-resume" method="post">
        <h2>{t.resumeTitle}</h2>
        <Problem t={t} problem={resumed?.values._problem} />
        <div className="field">
          <label htmlFor={`${ctx.id}-resume-number`}>{t.resumeNumber}</label>
          <input
            id={`${ctx.id}-resume-number`}
            name="number"
            maxLength={20}
            autoComplete="off"
            defaultValue={resumed?.values.number ?? ''}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ctx.id}-resume-dob`}>{t.resumeDob}</label>
          <input id={`${ctx.id}-resume-dob`} name="date_of_birth" type="date" defaultValue={resumed?.values.date_of_birth ?? ''} />
        </div>
        <button type="submit" className="button button--secondary">
          {t.resume}
        </button>
      </form>
    </>
  );
}

export default function ApplyPage() {
  const t = useTexts();
  const m = useMessages();
  const open = useOpenCycle();
  const sent = usePosted('apply');
  const done = sent?.sent ? sent.values : null;
  const closed =
    open && !open.cycle
      ? open.next_opens_at
        ? fill(t.opensOn, { date: formatDate(open.next_opens_at, '', m.web.dates) })
        : t.closed
      : null;
  return (
    <>
      <PageBanner title={t.title} text={t.intro} />
      <div className="container apply-page">
        {done ? (
          <p className="form-message form-message--success" role="status">
            {fill(done.status === 'draft' ? t.draftSaved : done.status === 'submitted' ? t.submittedAdult : t.submittedChild, {
              number: done.number ?? '',
            })}
          </p>
        ) : closed ? (
          <p className="form-message">{closed}</p>
        ) : open?.cycle ? (
          <ApplicationForm cycle={open.cycle} t={t} />
        ) : null}
      </div>
    </>
  );
}
