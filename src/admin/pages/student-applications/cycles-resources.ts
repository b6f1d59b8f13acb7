// Application cycles and their test centres (decision 0035): admins add and change them, other
// staff see them. Times are typed and shown in India time. A centre's cycle is chosen from the
// cycles, which its screens load first (centre-screens.tsx).
import type { z } from 'zod';
import { centreInput, cycleInput, type Centre, type Cycle } from '../../../shared/schemas/student-applications';
import { studentApplicationsConsole as sc } from '../../../shared/messages/en-student-applications';
import type { ConsoleApi } from '../../api/api-client';
import type { Collection } from '../../api/collection';
import { centresApi, cyclesApi } from '../../api/student-applications';
import { hindiValues, withHindi } from '../../lib/hindi-fields';
import { m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { callsOf, fromLocalInput, schemaCheck, showDateTime, toLocalInput, type Resource } from '../../lib/resource';
import type { FormValues } from '../../lib/use-form';
import type { SortValue } from '../../lib/sorting';
import { check } from '../../lib/validation';

const adminsOnly = {
  mayCreate: ({ can }) => can.isAdmin,
  mayChange: ({ can }) => can.isAdmin,
} satisfies Pick<Resource<{ id: number }>, 'mayCreate' | 'mayChange'>;

/** The form's values with its India times as the ISO timestamps the schema and the API take. */
const withTimes =
  (...names: string[]) =>
  (values: FormValues): FormValues => ({ ...values, ...Object.fromEntries(names.map((n) => [n, fromLocalInput(values[n] ?? '')])) });

/** The resource's validation, save and fetch through the schema, from the form's values. */
function schemaCalls<T extends { id: number }>(
  schema: z.ZodType,
  input: (values: FormValues) => FormValues,
  calls: typeof cyclesApi | typeof centresApi,
) {
  const validate = schemaCheck(schema);
  return {
    validate: (values: FormValues, files: Parameters<typeof validate>[1], editing: boolean) => validate(input(values), files, editing),
    ...callsOf(calls as never, (values) => {
      const parsed = check(schema, input(values));
      if (!parsed.ok) throw new Error(parsed.error);
      return parsed.data;
    }),
  } as Pick<Resource<T>, 'validate' | 'save' | 'remove' | 'fetchOne'>;
}

/** A resource's start: its key, list address, texts, and its list, which the API gives whole. */
const listedWhole = <T extends { id: number }>(key: string, path: string, texts: Resource<T>['texts'], calls: Collection<T>) => ({
  key: `student-application-${key}`,
  path,
  texts,
  list: (api: ConsoleApi, _query: unknown, signal?: AbortSignal) => calls.list(api, {}, signal),
});

const c = sc.cycles;
const cycleTimes = withTimes('opens_at', 'closes_at');

export const cyclesResource: Resource<Cycle> = {
  ...listedWhole('cycles', paths.applicationCycles, { title: c.title, add: c.add, new: c.new, edit: c.edit }, cyclesApi),
  columns: () => [
    { key: 'name', header: m.fields.name, cell: (y) => y.name, sortable: true, primary: true },
    { key: 'code', header: c.code, cell: (y) => y.code, sortable: true, nowrap: true },
    { key: 'camp', header: m.fields.camp, cell: (y) => y.camp_name ?? m.none, sortable: true },
    { key: 'window', header: c.window, cell: (y) => `${showDateTime(y.opens_at)} – ${showDateTime(y.closes_at)}`, sortable: true },
    { key: 'classes', header: c.classes, cell: (y) => y.classes.join(', '), sortable: true },
    { key: 'centres', header: c.centres, cell: (y) => y.centres, sortable: true },
    { key: 'applications', header: c.applications, cell: (y) => y.applications, sortable: true },
  ],
  sortValue: (y, key) => {
    const values: Record<string, SortValue> = { camp: y.camp_name ?? '', window: y.opens_at, classes: y.classes.join(',') };
    return values[key] ?? ((key in y ? y[key as keyof Cycle] : y.name) as SortValue);
  },
  label: (y) => y.name,
  fields: (ctx) =>
    withHindi(
      [
        { name: 'name', label: m.fields.name, kind: 'text', required: true },
        { name: 'code', label: c.code, kind: 'text', required: true, hint: c.codeHint, autoComplete: 'off' },
        { name: 'opens_at', label: c.opensAt, kind: 'datetime-local', required: true },
        { name: 'closes_at', label: c.closesAt, kind: 'datetime-local', required: true },
        { name: 'camp', label: m.fields.camp, kind: 'select', options: ctx.camps, emptyOption: m.none },
        { name: 'classes', label: c.classes, kind: 'text', required: true, hint: c.classesHint },
        { name: 'streams', label: c.streams, kind: 'text', hint: c.streamsHint },
        { name: 'eligibility', label: c.eligibility, kind: 'textarea' },
      ],
      ['name', 'eligibility'],
    ),
  initial: (y) => ({
    name: y?.name ?? '',
    code: y?.code ?? '',
    opens_at: toLocalInput(y?.opens_at),
    closes_at: toLocalInput(y?.closes_at),
    camp: y?.camp_id ? String(y.camp_id) : '',
    classes: y ? y.classes.join(', ') : '9, 10, 11, 12',
    streams: y ? y.streams.join(', ') : 'pcm, pcb, other',
    eligibility: y?.eligibility ?? '',
    ...hindiValues(y, ['name', 'eligibility']),
  }),
  ...schemaCalls<Cycle>(cycleInput, cycleTimes, cyclesApi),
  ...adminsOnly,
};

const t = sc.centres;
const LANGUAGES = (['en', 'hi', 'both'] as const).map((value) => ({ value, label: t.languages[value] }));

/** The centres' resource, with the cycles a centre may belong to. */
export function centresResource(cycles: readonly { value: string; label: string }[]): Resource<Centre> {
  return {
    ...listedWhole('centres', paths.applicationCentres, { title: t.title, add: t.add, new: t.new, edit: t.edit }, centresApi),
    columns: () => [
      { key: 'name', header: m.fields.name, cell: (x) => x.name, sortable: true, primary: true },
      { key: 'cycle', header: t.cycle, cell: (x) => x.cycle_name, sortable: true },
      { key: 'district', header: t.district, cell: (x) => x.district, sortable: true },
      { key: 'test_at', header: t.testAt, cell: (x) => showDateTime(x.test_at), sortable: true, nowrap: true },
      { key: 'seats', header: t.seats, cell: (x) => `${x.seated} / ${x.seats}`, sortable: true },
      { key: 'paper_language', header: t.paperLanguage, cell: (x) => t.languages[x.paper_language], sortable: true },
    ],
    sortValue: (x, key) => (key === 'cycle' ? x.cycle_name : key in x ? (x[key as keyof Centre] as SortValue) : x.name),
    label: (x) => x.name,
    fields: () =>
      withHindi(
        [
          { name: 'cycle', label: t.cycle, kind: 'select', options: cycles, required: true },
          { name: 'name', label: m.fields.name, kind: 'text', required: true },
          { name: 'address', label: t.address, kind: 'textarea', required: true },
          { name: 'district', label: t.district, kind: 'text', required: true },
          { name: 'test_at', label: t.testAt, kind: 'datetime-local', required: true },
          { name: 'seats', label: t.seats, kind: 'number', required: true, min: 1, max: 10_000 },
          { name: 'paper_language', label: t.paperLanguage, kind: 'select', options: LANGUAGES, required: true },
        ],
        ['name', 'address'],
      ),
    initial: (x) => ({
      cycle: x ? String(x.cycle_id) : (cycles[0]?.value ?? ''),
      name: x?.name ?? '',
      address: x?.address ?? '',
      district: x?.district ?? '',
      test_at: toLocalInput(x?.test_at),
      seats: x ? String(x.seats) : '',
      paper_language: x?.paper_language ?? 'hi',
      ...hindiValues(x, ['name', 'address']),
    }),
    ...schemaCalls<Centre>(centreInput, withTimes('test_at'), centresApi),
    ...adminsOnly,
  };
}
