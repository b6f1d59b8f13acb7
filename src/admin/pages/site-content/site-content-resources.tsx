// The site content's five ordered lists (decision 0013): programs, testimonials, volunteer
// experiences, trustees and partnership options. Admins add, edit, delete and reorder them;
// coordinators read. An item with a picture is sent as a multipart form (its upload shows its
// progress), its lists (points, facts) as the JSON text of the array. Every text has its Hindi
// version directly under it (decision 0021); each point of a list has its Hindi beside it (decision 0033).
import type { ContentImage, PartnershipOption, Program, Trustee, Voice } from '../../../shared/schemas/staff/site-content';
import {
  partnershipOptionEdit,
  partnershipOptionFields,
  programEdit,
  programFields,
  slugOf,
  trusteeEdit,
  trusteeFields,
  voiceEdit,
  voiceFields,
} from '../../../shared/schemas/staff/site-content';
import type { z } from 'zod';
import type { OrderedCollection } from '../../api/site-content';
import { siteContentApi } from '../../api/site-content';
import { m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import type { OrderedResource } from '../../components/ordered-list-page';
import { checkPayload } from '../../lib/content-text';
import { factsPayload, hindiWithoutEnglish, pointsFromFacts, pointsFromTexts, textsPayload } from '../../lib/point-items';
import { bilingualPayload, bilingualValues, hindiPayload, hindiValues, withHindi } from '../../lib/hindi-fields';
import type { FieldSpec, Identified, ResourceTexts } from '../../lib/resource';
import type { FormValues } from '../../lib/use-form';
import type { FieldErrors } from '../../lib/validation';
import { websiteLinks } from '../../lib/website-links';

const t = m.siteContent;
const f = t.fields;

type Pictured = Identified & { image?: ContentImage | null };

function imageFields(label: string): FieldSpec[] {
  return withHindi(
    [
      { name: 'image', label, kind: 'image', accept: 'image/jpeg,image/png,image/webp' },
      { name: 'image_alt', label: f.imageAlt, kind: 'text', hint: t.hints.imageAlt },
      { name: 'remove_image', label: m.form.removeImage, kind: 'checkbox', only: 'edit' },
    ],
    ['image_alt'],
    true,
  );
}

/** A point with Hindi and no English. */
const extraPoints = (v: FormValues) => hindiWithoutEnglish(v.points, 'points');

/** A list's points from the form, with their Hindi list by position. */
function pointsPayload(v: FormValues) {
  const { english, hindi } = textsPayload(v.points);
  return { points: english, points_hi: hindi };
}

function ordered<T extends Pictured>(options: {
  key: string;
  path: string;
  texts: ResourceTexts;
  calls: OrderedCollection<T>;
  fields: FieldSpec[];
  initial(row: T | null): FormValues;
  /** The request's fields from the form's text. */
  payload(values: FormValues): Record<string, unknown>;
  schemas: { create: z.ZodType; edit: z.ZodType };
  /** Checks before the schema's (a point with Hindi and no English: the schema would only say the English is missing). */
  check?(values: FormValues): FieldErrors | null;
  /** Sent as a multipart form with an `image`. */
  pictured: boolean;
  label(row: T): string;
  detail(row: T): string;
  websiteListLink: string;
  websiteLink(row: T): string;
}): OrderedResource<T> {
  const { calls } = options;
  return {
    key: options.key,
    path: options.path,
    texts: options.texts,
    readOnlyNote: t.readOnly,
    list: (api, _query, signal) => calls.list(api, {}, signal),
    columns: () => [],
    sortValue: () => 0,
    label: options.label,
    summary: (row) => (
      <>
        {row.image && <img src={row.image.variants[0]?.url ?? row.image.url} alt="" width={48} height={48} />}
        <span>
          <strong>{options.label(row)}</strong>
          {options.detail(row) && (
            <>
              <br />
              <span className="muted">{options.detail(row)}</span>
            </>
          )}
        </span>
      </>
    ),
    fields: () => options.fields,
    initial: (row) => ({
      ...options.initial(row),
      ...(options.pictured
        ? { image_alt: (row as { image_alt?: string } | null)?.image_alt ?? '', ...hindiValues(row, ['image_alt']), remove_image: 'false' }
        : {}),
    }),
    validate: (values, _files, editing) =>
      options.check?.(values) ?? checkPayload(editing ? options.schemas.edit : options.schemas.create, fullPayload(values)),
    save: (api, values, files, row, onProgress) => {
      const payload = fullPayload(values);
      if (!options.pictured) return calls.save(api, row?.id ?? null, payload);
      const body = new FormData();
      for (const [name, value] of Object.entries(payload)) body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
      if (row && values.remove_image === 'true') body.append('remove_image', 'true');
      const image = files.image;
      if (image) body.append('image', image, image.name);
      return calls.save(api, row?.id ?? null, body, onProgress);
    },
    remove: (api, row) => calls.remove(api, row.id),
    fetchOne: (api, id) => calls.get(api, id),
    reorder: (api, ids) => calls.reorder(api, ids),
    currentImage: (row) => (row.image ? (row.image.variants[0]?.url ?? row.image.url) : null),
    websiteListLink: options.websiteListLink,
    websiteLink: options.websiteLink,
    mayCreate: ({ can }) => can.manageSiteWide,
    mayChange: ({ can }) => can.manageSiteWide,
  };

  function fullPayload(values: FormValues): Record<string, unknown> {
    return {
      ...options.payload(values),
      ...(options.pictured ? { image_alt: values.image_alt ?? '', ...hindiPayload(values, ['image_alt']) } : {}),
    };
  }
}

const PROGRAM_TEXTS = ['title', 'text'];
/** A program's facts: a label, a text, sub-points. */
const FACT_SHAPE = { head: m.tasks.points.label, text: m.fields.text, sub: true };
const VOICE_TEXTS = ['name', 'place', 'quote'];
const TRUSTEE_TEXTS = ['name', 'title'];
const OPTION_TEXTS = ['title', 'description'];

export const programsResource = ordered<Program>({
  key: 'site-programs',
  path: paths.sitePrograms,
  texts: t.programs,
  calls: siteContentApi.programs,
  fields: [
    ...withHindi(
      [
        { name: 'title', label: m.fields.title, kind: 'text', required: true },
        { name: 'slug', label: f.slug, kind: 'text', hint: t.hints.slug },
        { name: 'text', label: m.fields.text, kind: 'textarea' },
        { name: 'facts', label: f.facts, kind: 'points', points: FACT_SHAPE },
      ],
      PROGRAM_TEXTS,
    ),
    ...imageFields(m.fields.image),
  ],
  initial: (p) => ({ ...bilingualValues(p, PROGRAM_TEXTS), slug: p?.slug ?? '', facts: pointsFromFacts(p?.facts) }),
  payload: (v) => ({
    ...bilingualPayload(v, PROGRAM_TEXTS),
    // Left empty, the slug is made from the title.
    slug: v.slug?.trim() || slugOf(v.title ?? ''),
    facts: factsPayload(v.facts),
  }),
  check: (v) => hindiWithoutEnglish(v.facts, 'facts', FACT_SHAPE),
  schemas: { create: programFields, edit: programEdit },
  pictured: true,
  label: (p) => p.title,
  detail: (p) => p.slug,
  websiteListLink: websiteLinks.programs,
  websiteLink: (p) => websiteLinks.program(p.slug),
});

function voices(kind: 'testimonials' | 'volunteerExperiences') {
  const testimonial = kind === 'testimonials';
  return ordered<Voice>({
    key: testimonial ? 'site-testimonials' : 'site-volunteer-experiences',
    path: testimonial ? paths.siteTestimonials : paths.siteVolunteerExperiences,
    texts: t[kind],
    calls: siteContentApi[kind],
    fields: [
      ...withHindi(
        [
          { name: 'name', label: m.fields.name, kind: 'text', required: true },
          { name: 'place', label: f.place, kind: 'text' },
          { name: 'quote', label: f.quote, kind: 'textarea', required: true },
        ],
        VOICE_TEXTS,
      ),
      ...imageFields(f.photo),
    ],
    initial: (v) => bilingualValues(v, VOICE_TEXTS),
    payload: (v) => bilingualPayload(v, VOICE_TEXTS),
    schemas: { create: voiceFields, edit: voiceEdit },
    pictured: true,
    label: (v) => v.name,
    detail: (v) => v.place,
    websiteListLink: testimonial ? websiteLinks.testimonials : websiteLinks.volunteerExperiences,
    websiteLink: (v) => (testimonial ? websiteLinks.testimonial(v.id) : websiteLinks.volunteerExperience(v.id)),
  });
}

export const testimonialsResource = voices('testimonials');
export const volunteerExperiencesResource = voices('volunteerExperiences');

export const trusteesResource = ordered<Trustee>({
  key: 'site-trustees',
  path: paths.siteTrustees,
  texts: t.trustees,
  calls: siteContentApi.trustees,
  fields: [
    ...withHindi(
      [
        { name: 'name', label: m.fields.name, kind: 'text', required: true },
        { name: 'title', label: f.personTitle, kind: 'text' },
        { name: 'points', label: f.points, kind: 'points' },
      ],
      TRUSTEE_TEXTS,
    ),
    ...imageFields(f.photo),
  ],
  initial: (r) => ({ ...bilingualValues(r, TRUSTEE_TEXTS), points: pointsFromTexts(r?.points, r?.points_hi) }),
  payload: (v) => ({ ...bilingualPayload(v, TRUSTEE_TEXTS), ...pointsPayload(v) }),
  check: extraPoints,
  schemas: { create: trusteeFields, edit: trusteeEdit },
  pictured: true,
  label: (r) => r.name,
  detail: (r) => r.title,
  websiteListLink: websiteLinks.trustees,
  websiteLink: (r) => websiteLinks.trustee(r.id),
});

export const partnershipOptionsResource = ordered<PartnershipOption>({
  key: 'site-partnership-options',
  path: paths.sitePartnershipOptions,
  texts: t.partnershipOptions,
  calls: siteContentApi.partnershipOptions,
  fields: withHindi(
    [
      { name: 'title', label: m.fields.title, kind: 'text', required: true },
      { name: 'description', label: m.fields.description, kind: 'textarea' },
      { name: 'points', label: f.points, kind: 'points' },
    ],
    OPTION_TEXTS,
  ),
  initial: (o) => ({ ...bilingualValues(o, OPTION_TEXTS), points: pointsFromTexts(o?.points, o?.points_hi) }),
  payload: (v) => ({ ...bilingualPayload(v, OPTION_TEXTS), ...pointsPayload(v) }),
  check: extraPoints,
  schemas: { create: partnershipOptionFields, edit: partnershipOptionEdit },
  pictured: false,
  label: (o) => o.title,
  detail: (o) => o.description,
  websiteListLink: websiteLinks.partnershipOptions,
  websiteLink: (o) => websiteLinks.partnershipOption(o.id),
});
