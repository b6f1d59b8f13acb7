// The site settings (decision 0013): the trust's name and the home page's words, the contact details,
// the social links and the donation provider. Admins change them; coordinators read them.
import { type SiteSettings, siteSettingsFields } from '../../../shared/schemas/staff/site-content';
import { siteContentApi } from '../../api/site-content';
import { useCurrentUser } from '../../lib/current-user';
import { m, shared } from '../../lib/messages';
import { type FieldGroup, SingletonFormPage, type SingletonSpec } from '../../components/singleton-form-page';
import { checkPayload } from '../../lib/content-text';
import { withHindi } from '../../lib/hindi-fields';
import type { FieldKind } from '../../lib/resource';
import { websiteLinks } from '../../lib/website-links';

const t = m.siteContent.settings;
const p = shared.privacyConsole.settings;

const field = (name: keyof SiteSettings, label: string, kind: FieldKind = 'text', required = false, hint?: string) => ({
  name,
  label,
  kind,
  required,
  ...(hint ? { hint } : {}),
});

/** The texts with a Hindi version (decision 0021); the addresses, numbers and identifiers have none. */
const HINDI = [
  'name',
  'short_name',
  'tagline',
  'quote_author',
  'hero_text',
  'description',
  'about_text',
  'project_text',
  'quote',
  'contact_address',
  'privacy_contact_name',
  'privacy_contact_address',
];

const groups: FieldGroup[] = [
  {
    legend: t.identity,
    websiteLink: websiteLinks.home,
    fields: withHindi(
      [
        field('name', t.name, 'text', true),
        field('short_name', t.shortName),
        field('tagline', t.tagline),
        field('quote_author', t.quoteAuthor),
        field('hero_text', t.heroText, 'textarea'),
        field('description', t.description, 'textarea', false, t.descriptionHint),
        field('about_text', t.aboutText, 'textarea', false, t.aboutTextHint),
        field('project_text', t.projectText, 'textarea', false, t.projectTextHint),
        field('quote', t.quote, 'textarea'),
      ],
      HINDI,
    ),
  },
  {
    legend: t.contact,
    websiteLink: websiteLinks.contact,
    fields: withHindi(
      [
        field('contact_email', t.contactEmail, 'email'),
        field('contact_phone', t.contactPhone, 'tel'),
        field('contact_address', t.contactAddress, 'textarea'),
      ],
      HINDI,
    ),
  },
  {
    legend: p.privacy,
    websiteLink: websiteLinks.privacy,
    fields: withHindi(
      [
        field('privacy_contact_name', p.name),
        field('privacy_contact_email', p.email, 'email'),
        field('privacy_contact_phone', p.phone, 'tel'),
        field('privacy_contact_address', p.address, 'textarea'),
      ],
      HINDI,
    ),
  },
  {
    legend: t.social,
    websiteLink: websiteLinks.social,
    fields: [
      field('facebook_url', t.facebook, 'url'),
      field('instagram_url', t.instagram, 'url'),
      field('x_url', t.x, 'url'),
      field('youtube_url', t.youtube, 'url'),
    ],
  },
  {
    legend: t.donation,
    websiteLink: websiteLinks.donate,
    fields: [field('donate_url', t.donateUrl, 'url'), field('donate_business_id', t.donateBusinessId)],
  },
];
const names = groups.flatMap((g) => g.fields.map((f) => f.name as keyof SiteSettings));

export default function SiteSettingsPage() {
  const { can } = useCurrentUser();
  const spec: SingletonSpec<SiteSettings> = {
    key: 'site-settings',
    title: t.title,
    intro: t.intro,
    load: (api, signal) => siteContentApi.settings.get(api, signal),
    groups,
    initial: (s) => Object.fromEntries(names.map((n) => [n, s[n] ?? ''])),
    validate: (values) => checkPayload(siteSettingsFields, values),
    save: (api, values) => siteContentApi.settings.save(api, Object.fromEntries(names.map((n) => [n, values[n] ?? '']))),
    websiteLink: websiteLinks.home,
    mayChange: can.manageSiteWide,
    readOnlyNote: m.siteContent.readOnly,
  };
  return <SingletonFormPage spec={spec} />;
}
