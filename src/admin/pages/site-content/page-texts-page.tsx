// /admin/site/page-texts (decision 0033): each page's heading and intro line, in English and Hindi; an
// empty one is the website's own (its hint says which). Admins change them; coordinators read them.
import { PAGE_TEXT_PAGES, type PageTextPage, type PageTexts, pageTextsEdit } from '../../../shared/schemas/staff/page-texts';
import { pageTextsApi } from '../../api/page-texts';
import { type FieldGroup, SingletonFormPage, type SingletonSpec } from '../../components/singleton-form-page';
import { checkPayload } from '../../lib/content-text';
import { useCurrentUser } from '../../lib/current-user';
import { withHindi } from '../../lib/hindi-fields';
import { fill, m, shared } from '../../lib/messages';
import type { FormValues } from '../../lib/use-form';
import { websiteLinks } from '../../lib/website-links';

const t = m.tasks.pageTexts;
const web = shared.web;

/** Each page's own words on the website, and where it is. */
const PAGES: Record<PageTextPage, { title: string; intro: string; link: string }> = {
  about: { title: web.about.title, intro: web.about.bannerText, link: websiteLinks.about },
  teaching: { title: web.teaching.title, intro: web.teaching.bannerText, link: '/teaching' },
  trustees: { title: web.trustees.title, intro: web.trustees.bannerText, link: websiteLinks.trustees },
  get_involved: { title: web.involved.title, intro: web.involved.intro, link: '/get-involved' },
  for_students: { title: web.students.title, intro: web.students.intro, link: '/for-students' },
  downloads: { title: web.downloads.title, intro: web.downloads.intro, link: '/downloads' },
  contact: { title: web.contact.title, intro: '', link: websiteLinks.contact },
};

const builtIn = (text: string) => (text ? fill(t.builtIn, { text }) : t.builtInNone);

const groups: FieldGroup[] = PAGE_TEXT_PAGES.map((page) => ({
  legend: t.pages[page],
  websiteLink: PAGES[page].link,
  fields: withHindi(
    [
      { name: `${page}_title`, label: t.heading, kind: 'text', hint: builtIn(PAGES[page].title) },
      { name: `${page}_intro`, label: t.introLine, kind: 'textarea', hint: builtIn(PAGES[page].intro) },
    ],
    [`${page}_title`, `${page}_intro`],
  ),
}));

const fieldNames = groups.flatMap((g) => g.fields.map((f) => f.name));
const payload = (values: FormValues) => Object.fromEntries(fieldNames.map((name) => [name, values[name] ?? '']));

/** The screen's record: everything but who may change it. */
const screen: Omit<SingletonSpec<PageTexts>, 'mayChange'> = {
  key: 'page-texts',
  load: pageTextsApi.get,
  groups,
  title: t.title,
  intro: t.intro,
  initial: (texts) => Object.fromEntries(fieldNames.map((name) => [name, texts[name as keyof PageTexts] ?? ''])),
  validate: (values) => checkPayload(pageTextsEdit, payload(values)),
  save: (api, values) => pageTextsApi.save(api, payload(values)),
  websiteLink: websiteLinks.about,
  readOnlyNote: m.siteContent.readOnly,
};

export default function PageTextsPage() {
  const mayChange = useCurrentUser().can.manageSiteWide;
  return <SingletonFormPage spec={{ ...screen, mayChange }} />;
}
