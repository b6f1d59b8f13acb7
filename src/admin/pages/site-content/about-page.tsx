// The About texts (decision 0013): vision and mission points, the founder's and the coordinator's
// messages with their photos, and the Teaching page's approach and camp facts. Sent as a
// multipart form (the photos' upload shows its progress), the lists as the JSON text of the array.
import { type About, aboutFields } from '../../../shared/schemas/staff/site-content';
import { siteContentApi } from '../../api/site-content';
import { useCurrentUser } from '../../lib/current-user';
import { m } from '../../lib/messages';
import { type FieldGroup, SingletonFormPage, type SingletonSpec } from '../../components/singleton-form-page';
import {
  checkPayload,
  extraHindi,
  hindiLinesOf,
  hindiLinesText,
  hindiPairsText,
  linesOf,
  linesText,
  pairsOf,
  pairsText,
  withHindiPairs,
} from '../../lib/content-text';
import { hindiPayload, hindiValues, withHindi } from '../../lib/hindi-fields';
import type { FieldErrors } from '../../lib/validation';
import type { FormValues } from '../../lib/use-form';
import { websiteLinks } from '../../lib/website-links';

const t = m.siteContent.about;

/** The texts with a Hindi version beside them (decision 0021), and the boxes of lines whose Hindi matches them line for line. */
const TEXTS = ['founder_name', 'founder_title', 'founder_message', 'coordinator_name', 'coordinator_title', 'coordinator_message'] as const;
const LINE_BOXES = ['vision_points', 'mission_points', 'teaching_approach', 'program_facts'] as const;
const hints = m.siteContent.hints;

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
    fields: withHindi([{ name: 'vision_points', label: t.visionPoints, kind: 'textarea', hint: hints.points }], [], LINE_BOXES),
  },
  {
    legend: t.mission,
    websiteLink: websiteLinks.mission,
    fields: withHindi([{ name: 'mission_points', label: t.missionPoints, kind: 'textarea', hint: hints.points }], [], LINE_BOXES),
  },
  person('founder', t.founder, websiteLinks.foundersMessage),
  person('coordinator', t.coordinator, websiteLinks.coordinatorsMessage),
  {
    legend: t.teaching,
    websiteLink: websiteLinks.teachingApproach,
    fields: withHindi(
      [
        { name: 'teaching_approach', label: t.teachingApproach, kind: 'textarea', hint: hints.pairs },
        { name: 'program_facts', label: t.programFacts, kind: 'textarea', hint: hints.pairs },
      ],
      [],
      LINE_BOXES,
    ),
  },
];

function payload(v: FormValues): Record<string, unknown> {
  return {
    vision_points: linesOf(v.vision_points),
    mission_points: linesOf(v.mission_points),
    ...Object.fromEntries(TEXTS.map((n) => [n, v[n] ?? ''])),
    teaching_approach: withHindiPairs(pairsOf(v.teaching_approach, 'title', 'text'), v.teaching_approach_hi, 'title', 'text'),
    program_facts: withHindiPairs(pairsOf(v.program_facts, 'label', 'value'), v.program_facts_hi, 'label', 'value'),
    vision_points_hi: hindiLinesOf(v.vision_points_hi),
    mission_points_hi: hindiLinesOf(v.mission_points_hi),
    ...hindiPayload(v, TEXTS),
  };
}

/** The form's errors: the schema's, then a Hindi box with more lines than its English one. */
function validate(v: FormValues): FieldErrors | null {
  return (
    checkPayload(aboutFields, payload(v)) ??
    LINE_BOXES.map((box) =>
      extraHindi(linesOf(v[box]).length, hindiLinesOf(v[`${box}_hi`]).length, `${box}_hi`, m.form.hindiExtraLines),
    ).find((e) => e !== null) ??
    null
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
      vision_points: linesText(a.vision_points),
      mission_points: linesText(a.mission_points),
      ...Object.fromEntries(TEXTS.map((n) => [n, a[n]])),
      teaching_approach: pairsText(a.teaching_approach, 'title', 'text'),
      program_facts: pairsText(a.program_facts, 'label', 'value'),
      vision_points_hi: hindiLinesText(a.vision_points_hi),
      mission_points_hi: hindiLinesText(a.mission_points_hi),
      teaching_approach_hi: hindiPairsText(a.teaching_approach, 'title', 'text'),
      program_facts_hi: hindiPairsText(a.program_facts, 'label', 'value'),
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
