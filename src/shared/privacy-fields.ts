// The names a public form's privacy part travels under, and reading it from a plain form's values:
// kept apart from the zod schemas (schemas/privacy.ts re-exports them) so that the notice on every
// public page does not load zod.

/** The forms that show a notice. */
export const NOTICE_FORMS = [
  'volunteer',
  'partner',
  'contact',
  'donation',
  'slot_coordinators',
  'rights_request',
  'student_application',
] as const;
export type NoticeForm = (typeof NOTICE_FORMS)[number];

/** An optional purpose's box in a plain form: `consent_<purpose>`. */
export const CONSENT_FIELD_PREFIX = 'consent_';
export const NOTICE_VERSION_FIELD = 'notice_version';
export const ADULT_FIELD = 'adult';

/** A plain form's (or a page's) string values as the privacy part of the input (no version: none shown). */
export function privacyValues(values: Record<string, string | undefined>) {
  const version = values[NOTICE_VERSION_FIELD] ?? '';
  return {
    ...(version ? { [NOTICE_VERSION_FIELD]: version } : {}),
    [ADULT_FIELD]: values[ADULT_FIELD] ?? '',
    consents: Object.entries(values)
      .filter(([name, value]) => name.startsWith(CONSENT_FIELD_PREFIX) && value === 'on')
      .map(([name]) => name.slice(CONSENT_FIELD_PREFIX.length)),
  };
}
