// The About texts (decision 0013): vision and mission points, the founder's and the coordinator's
// messages with their photos, and the Teaching page's approach and camp facts. Sent as a
// multipart form (the photos' upload shows its progress), the lists as the JSON text of the array;
// each point of a list has its Hindi beside it (decision 0033).
import { type About, aboutFields } from '../../../shared/schemas/staff/site-content';
import { siteContentApi } from '../../api/site-content';
import { useCurrentUser } from '../../lib/current-user';
import { m } from '../../lib/messages';
import { type FieldGroup, SingletonFormPage, type SingletonSpec } from '../../components/singleton-form-page';
import { checkPayload } from '../../lib/content-text';
import { hindiWithoutEnglish, pairsPayload, pointsFromPairs, pointsFromTexts, type PointsShape, textsPayload } from '../../lib/point-items';
import { hindiPayload, hindiValues, withHindi } from '../../lib/hindi-fields';
import type { FieldErrors } from '../../lib/validation';
import type { FormValues } from '../../lib/use-form';
import { websiteLinks } from '../../lib/website-links';

const t = m.siteContent.about;

/** The texts with a Hindi version beside them (decision 0021). */
const TEXTS = ['founder_name', 'founder_title', 'founder_message', 'coordinator_name', 'coordinator_title', 'coordinator_message'] as const;
const hints = m.siteContent.hints;
const p = m.tasks.points;
/** The lists of points, and what each point has beside its text. */
const LISTS: Record<'vision_points' | 'mission_points' | 'teaching_approach' | 'program_facts', PointsShape> = {
  vision_points: {},
  mission_points: {},
  teaching_approach: { head: p.title, text: p.text },
  program_facts: { head: p.label, text: p.text },
};

const person = (who: 'founder' | 'coordinator', legend: string, link: string): FieldGroup => ({
  legend,
  websiteLink: link,
  fields: withHindi(
    [
      { name: `${who}_name`, label: t.name, kind: 'text' },
      { name: `${who}_title`, label: t.personTitle, kind: 'text' },
      { name: `${who}_message`, label: t.message, kind: 'textarea', hint: hints.paragraphs },
      { name: `${who}_photo`, label: t.photo, kind: 'image', accept: 'image/jpeg,image/png,image/webp' },
      { name: `remove_${who}_photo`, label: t.removePhoto, kind: 'checkbox' },
    ],
    TEXTS,
  ),
});

const groups: FieldGroup[] = [
  {
    legend: t.vision,
    websiteLink: websiteLinks.vision,
    fields: [{ name: 'vision_points', label: t.visionPoints, kind: 'points' }],
  },
  {
    legend: t.mission,
    websiteLink: websiteLinks.mission,
    fields: [{ name: 'mission_points', label: t.missionPoints, kind: 'points' }],
  },
  person('founder', t.founder, websiteLinks.foundersMessage),
  person('coordinator', t.coordinator, websiteLinks.coordinatorsMessage),
  {
    legend: t.teaching,
    websiteLink: websiteLinks.teachingApproach,
    fields: [
      { name: 'teaching_approach', label: t.teachingApproach, kind: 'points', points: LISTS.teaching_approach },
      { name: 'program_facts', label: t.programFacts, kind: 'points', points: LISTS.program_facts },
    ],
  },
];

function payload(v: FormValues): Record<string, unknown> {
  const vision = textsPayload(v.vision_points);
  const mission = textsPayload(v.mission_points);
  return {
    vision_points: vision.english,
    mission_points: mission.english,
    ...Object.fromEntries(TEXTS.map((n) => [n, v[n] ?? ''])),
    teaching_approach: pairsPayload(v.teaching_approach, 'title', 'text'),
    program_facts: pairsPayload(v.program_facts, 'label', 'value'),
    vision_points_hi: vision.hindi,
    mission_points_hi: mission.hindi,
    ...hindiPayload(v, TEXTS),
  };
}

/** The form's errors: a point with Hindi and no English, then the schema's. */
function validate(v: FormValues): FieldErrors | null {
  return (
    Object.entries(LISTS)
      .map(([list, shape]) => hindiWithoutEnglish(v[list], list, shape))
      .find((e) => e !== null) ?? checkPayload(aboutFields, payload(v))
  );
}

export default function AboutPage() {
  const { can } = useCurrentUser();
  const spec: SingletonSpec<About> = {
    key: 'site-about',
    title: t.title,
    intro: t.intro,
    load: (api, signal) => siteContentApi.about.get(api, signal),
    groups,
    initial: (a) => ({
      vision_points: pointsFromTexts(a.vision_points, a.vision_points_hi),
      mission_points: pointsFromTexts(a.mission_points, a.mission_points_hi),
      ...Object.fromEntries(TEXTS.map((n) => [n, a[n]])),
      teaching_approach: pointsFromPairs(a.teaching_approach, 'title', 'text'),
      program_facts: pointsFromPairs(a.program_facts, 'label', 'value'),
      ...hindiValues(a, TEXTS),
      remove_founder_photo: 'false',
      remove_coordinator_photo: 'false',
    }),
    validate,
    save: (api, values, files, onProgress) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(payload(values)))
        body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
      for (const who of ['founder', 'coordinator'] as const) {
        if (values[`remove_${who}_photo`] === 'true') body.append(`remove_${who}_photo`, 'true');
        const file = files[`${who}_photo`];
        if (file) body.append(`${who}_photo`, file, file.name);
      }
      return siteContentApi.about.save(api, body, onProgress);
    },
    currentImage: (a, field) => {
      const image = field === 'founder_photo' ? a.founder_photo : field === 'coordinator_photo' ? a.coordinator_photo : null;
      return image ? (image.variants[0]?.url ?? image.url) : null;
    },
    websiteLink: websiteLinks.about,
    mayChange: can.manageSiteWide,
    readOnlyNote: m.siteContent.readOnly,
  };
  return <SingletonFormPage spec={spec} />;
}
