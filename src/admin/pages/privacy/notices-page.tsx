// /admin/privacy-notices (admins): the notice each public form shows above its button (decision 0032).
// A changed text saves as a new version with its fingerprint; earlier versions stay as they were,
// so each submission's version says what its sender read.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { NOTICE_FORMS, type NoticeContent, type NoticeForm } from '../../../shared/schemas/privacy';
import { type NoticeVersion, privacyApi } from '../../api/privacy';
import { useApi } from '../../lib/console-context';
import { useCurrentUser } from '../../lib/current-user';
import { fill, m, shared } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { NotAllowed } from '../../components/not-allowed';
import { type FieldGroup, SingletonFormPage, type SingletonSpec } from '../../components/singleton-form-page';
import { showDateTime } from '../../lib/resource';
import type { FormValues } from '../../lib/use-form';

const t = shared.privacyConsole.notices;
type Current = NoticeVersion & { updated_at: string };

export default function NoticesPage() {
  const { can } = useCurrentUser();
  return can.manageSiteWide ? <Notices /> : <NotAllowed />;
}

function contentOf(values: FormValues, current: NoticeVersion): NoticeContent {
  return {
    intro: values.intro ?? '',
    intro_hi: values.intro_hi ?? '',
    items: values.items ?? '',
    items_hi: values.items_hi ?? '',
    purposes: Object.fromEntries(
      current.purposes.map((p) => [p.key, { label: values[`purpose_${p.key}`] ?? '', label_hi: values[`purpose_${p.key}_hi`] ?? '' }]),
    ),
  };
}

function Notices() {
  const api = useApi();
  const [params] = useSearchParams();
  const asked = params.get('form');
  const form: NoticeForm = NOTICE_FORMS.find((f) => f === asked) ?? 'volunteer';
  const versions = useQuery({ queryKey: ['notice-versions', form], queryFn: ({ signal }) => privacyApi.noticeVersions(api, form, signal) });
  const current = versions.data?.[0];
  const load = async (signal?: AbortSignal): Promise<Current> => {
    const [latest] = await privacyApi.noticeVersions(api, form, signal);
    return { ...latest!, updated_at: `${latest!.version}` };
  };
  const groups: FieldGroup[] = current
    ? [
        {
          legend: t.forms[form],
          websiteLink: '/privacy',
          fields: [
            { name: 'intro', label: t.intro_en, kind: 'textarea' },
            { name: 'intro_hi', label: t.intro_hi, kind: 'textarea', lang: 'hi' },
            { name: 'items', label: t.items_en, kind: 'textarea' },
            { name: 'items_hi', label: t.items_hi, kind: 'textarea', lang: 'hi' },
            ...current.purposes.flatMap((p) => [
              {
                name: `purpose_${p.key}`,
                label: fill(t.purpose, { key: p.key }),
                kind: 'text' as const,
                hint: p.optional ? t.optional : t.required,
              },
              { name: `purpose_${p.key}_hi`, label: fill(t.purposeHi, { key: p.key }), kind: 'text' as const, lang: 'hi' as const },
            ]),
          ],
        },
      ]
    : [];
  const spec: SingletonSpec<Current> = {
    key: `notice-${form}`,
    title: t.title,
    intro: t.intro,
    load: (_api, signal) => load(signal),
    groups,
    initial: (n) => ({
      intro: n.content.intro,
      intro_hi: n.content.intro_hi,
      items: n.content.items,
      items_hi: n.content.items_hi,
      ...Object.fromEntries(
        n.purposes.flatMap((p) => [
          [`purpose_${p.key}`, n.content.purposes[p.key]?.label ?? ''],
          [`purpose_${p.key}_hi`, n.content.purposes[p.key]?.label_hi ?? ''],
        ]),
      ),
    }),
    validate: () => null,
    save: async (_api, values) => {
      await privacyApi.saveNotice(api, form, contentOf(values, current!));
      await versions.refetch();
      return load();
    },
    websiteLink: '/privacy',
    mayChange: true,
    readOnlyNote: m.siteContent.readOnly,
  };
  return (
    <>
      <nav className="segmented" aria-label={t.form}>
        {NOTICE_FORMS.map((f) => (
          <Link key={f} to={`${paths.privacyNotices}?form=${f}`} aria-current={f === form ? 'page' : undefined}>
            {t.forms[f]}
          </Link>
        ))}
      </nav>
      {current ? <SingletonFormPage key={form} spec={spec} /> : <p role="status">{m.loading}</p>}
      {versions.data ? (
        <table className="data-table__table">
          <caption>{t.version}</caption>
          <thead>
            <tr>
              <th scope="col">{t.version}</th>
              <th scope="col">{t.savedBy}</th>
              <th scope="col">{t.hash}</th>
            </tr>
          </thead>
          <tbody>
            {versions.data.map((v) => (
              <tr key={v.id}>
                <td>{v.version}</td>
                <td>{showDateTime(v.created_at)}</td>
                <td>
                  <code>{v.hash.slice(0, 16)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
