// The roster of each camp: coordinators keep the students of their own camps (JSON calls).
import { GENDERS, STANDARDS, studentInput, type Student } from '../../../shared/schemas/staff/students';
import { studentsApi } from '../../api/students';
import { fill, m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { mayTouchCamp } from '../../lib/auth';
import { callsOf, schemaCheck, type Resource } from '../../lib/resource';
import type { FormValues } from '../../lib/use-form';
import { check } from '../../lib/validation';

const standardOptions = STANDARDS.map((n) => ({ value: String(n), label: fill(m.choices.classN, { n }) }));
const genderOptions = GENDERS.map((g) => ({ value: g, label: m.choices[g] }));

function payload(values: FormValues) {
  const parsed = check(studentInput, values);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.data;
}

export const studentsResource: Resource<Student> = {
  key: 'students',
  path: paths.students,
  texts: { title: m.students.title, add: m.students.add, new: m.students.new, edit: m.students.edit },
  campFilter: 'required',
  list: (api, { page, page_size, camp }, signal) => studentsApi.ofCamp(api, Number(camp), { page, page_size }, signal),
  columns: () => [
    { key: 'name', header: m.fields.name, cell: (s) => s.name, sortable: true, primary: true },
    { key: 'standard', header: m.fields.standard, cell: (s) => s.standard, sortable: true },
    { key: 'school', header: m.fields.school, cell: (s) => s.school, sortable: true },
    { key: 'village', header: m.fields.village, cell: (s) => `${s.village}, ${s.district}`, sortable: true },
    { key: 'gender', header: m.fields.gender, cell: (s) => m.choices[s.gender], sortable: true },
    { key: 'phone', header: m.fields.phone, cell: (s) => s.phone || s.guardian_phone },
  ],
  sortValue: (s, key) =>
    key === 'standard' ? s.standard : key === 'village' ? `${s.village} ${s.district}` : String(s[key as keyof Student] ?? ''),
  label: (s) => s.name,
  fields: (ctx) => [
    { name: 'name', label: m.fields.name, kind: 'text', required: true },
    { name: 'standard', label: m.fields.standard, kind: 'select', required: true, options: standardOptions, emptyOption: '' },
    { name: 'gender', label: m.fields.gender, kind: 'select', required: true, options: genderOptions, emptyOption: '' },
    { name: 'camp', label: m.fields.camp, kind: 'select', required: true, options: ctx.camps, emptyOption: m.chooseCamp },
    { name: 'school', label: m.fields.school, kind: 'text', required: true },
    { name: 'village', label: m.fields.village, kind: 'text', required: true },
    { name: 'district', label: m.fields.district, kind: 'text', required: true },
    { name: 'phone', label: m.fields.phone, kind: 'tel' },
    { name: 'guardian_name', label: m.fields.guardianName, kind: 'text' },
    { name: 'guardian_phone', label: m.fields.guardianPhone, kind: 'tel' },
  ],
  initial: (s) => ({
    name: s?.name ?? '',
    standard: s ? String(s.standard) : '',
    gender: s?.gender ?? '',
    camp: s ? String(s.camp_id) : '',
    school: s?.school ?? '',
    village: s?.village ?? '',
    district: s?.district ?? '',
    phone: s?.phone ?? '',
    guardian_name: s?.guardian_name ?? '',
    guardian_phone: s?.guardian_phone ?? '',
  }),
  validate: schemaCheck(studentInput),
  ...callsOf(studentsApi, payload),
  mayCreate: ({ camps }) => camps.length > 0,
  mayChange: ({ can }, s) => mayTouchCamp(can, s.camp_id),
};
