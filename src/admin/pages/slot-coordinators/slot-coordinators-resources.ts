// Slot coordinators, slots and departments (admins only): the three lists with their new and edit
// screens. A coordinator is deactivated (or reactivated) on the edit screen; their last sign-in is
// listed.
import {
  departmentInput,
  slotCoordinatorEdit,
  slotCoordinatorInput,
  slotInput,
  type Department,
  type Slot,
  type SlotCoordinatorDetails,
} from '../../../shared/schemas/staff/slot-coordinators';
import { departmentsApi, slotCoordinatorsApi, slotsApi } from '../../api/slot-coordinators';
import { m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { callsOf, schemaCheck, showDate, showDateTime, type Resource } from '../../lib/resource';
import type { FormValues } from '../../lib/use-form';
import { check } from '../../lib/validation';
import type { z } from 'zod';
import { createElement } from 'react';
import { SignInCodeButton, SmsNotice } from './sign-in-code';

const c = m.slotCoordinators;

/** The form's values as the payload the schema makes of them (a phone number in E.164, a camp id or null). */
const payloadOf = (schema: z.ZodType) => (values: FormValues) => {
  const parsed = check(schema, values);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.data;
};

const adminsOnly = {
  mayCreate: ({ can }) => can.isAdmin,
  mayChange: ({ can }) => can.isAdmin,
} satisfies Pick<Resource<{ id: number }>, 'mayCreate' | 'mayChange'>;

export const slotCoordinatorsResource: Resource<SlotCoordinatorDetails> = {
  key: 'slot-coordinators',
  path: paths.slotCoordinators,
  texts: { title: c.title, add: c.add, new: c.new, edit: c.edit },
  list: (api, { page, page_size }, signal) => slotCoordinatorsApi.list(api, { page, page_size }, signal),
  columns: () => [
    { key: 'name', header: m.fields.name, cell: (p) => p.name, sortable: true, primary: true },
    { key: 'phone_number', header: c.phone, cell: (p) => p.phone_number, sortable: true, nowrap: true },
    { key: 'camp', header: m.fields.camp, cell: (p) => p.camp_name ?? m.none, sortable: true },
    { key: 'status', header: c.status, cell: (p) => (p.is_active ? c.activeStatus : c.inactiveStatus), sortable: true },
    {
      key: 'last_login_at',
      header: c.lastLogin,
      cell: (p) => (p.last_login_at ? showDateTime(p.last_login_at) : c.never),
      sortable: true,
      nowrap: true,
    },
  ],
  sortValue: (p, key) =>
    key === 'camp'
      ? (p.camp_name ?? '')
      : key === 'status'
        ? p.is_active
          ? 0
          : 1
        : key === 'last_login_at'
          ? (p.last_login_at ?? '')
          : key === 'phone_number'
            ? p.phone_number
            : p.name,
  label: (p) => p.name,
  notice: () => createElement(SmsNotice),
  rowLinks: (p) => createElement(SignInCodeButton, { coordinator: p }),
  fields: (ctx) => [
    { name: 'name', label: m.fields.name, kind: 'text', required: true },
    { name: 'phone_number', label: c.phone, kind: 'tel', required: true, hint: c.phoneHint, autoComplete: 'off' },
    { name: 'camp', label: m.fields.camp, kind: 'select', options: ctx.camps, emptyOption: m.none },
    { name: 'email', label: c.email, kind: 'email' },
    { name: 'is_active', label: c.active, kind: 'checkbox', only: 'edit' },
  ],
  initial: (p) => ({
    name: p?.name ?? '',
    phone_number: p?.phone_number ?? '',
    camp: p?.camp_id ? String(p.camp_id) : '',
    email: p?.email ?? '',
    is_active: p && !p.is_active ? 'false' : 'true',
  }),
  validate: (values, files, editing) => schemaCheck(editing ? slotCoordinatorEdit : slotCoordinatorInput)(values, files, editing),
  ...callsOf(slotCoordinatorsApi, (values, _files, row) => payloadOf(row ? slotCoordinatorEdit : slotCoordinatorInput)(values)),
  ...adminsOnly,
  // The list masks phone numbers: the edit screen opens the coordinator whole.
  openWhole: true,
};

/** "09:00 – 13:00", one end alone, or nothing. */
export const slotTimes = (s: Pick<Slot, 'start_time' | 'end_time'>) => [s.start_time, s.end_time].filter(Boolean).join(' – ');

/** "01-06-2026", or "01-06-2026 – 07-06-2026". */
export const slotDates = (s: Pick<Slot, 'start_date' | 'end_date'>) =>
  s.start_date === s.end_date ? showDate(s.start_date) : `${showDate(s.start_date)} – ${showDate(s.end_date)}`;

export const slotsResource: Resource<Slot> = {
  key: 'slots',
  path: paths.slots,
  texts: { title: m.slots.title, add: m.slots.add, new: m.slots.new, edit: m.slots.edit },
  list: (api, { page, page_size }, signal) => slotsApi.list(api, { page, page_size }, signal),
  columns: () => [
    { key: 'name', header: m.fields.name, cell: (s) => s.name, sortable: true, primary: true },
    { key: 'camp', header: m.fields.camp, cell: (s) => s.camp_name ?? m.none, sortable: true },
    { key: 'dates', header: m.slots.dates, cell: slotDates, sortable: true, nowrap: true },
    { key: 'times', header: m.slots.times, cell: (s) => slotTimes(s) || m.none, sortable: true, nowrap: true },
    { key: 'capacity', header: m.slots.capacity, cell: (s) => s.capacity, sortable: true },
  ],
  sortValue: (s, key) =>
    key === 'camp'
      ? (s.camp_name ?? '')
      : key === 'dates'
        ? `${s.start_date} ${s.end_date}`
        : key === 'times'
          ? `${s.start_time ?? ''} ${s.end_time ?? ''}`
          : key === 'capacity'
            ? s.capacity
            : s.name,
  label: (s) => s.name,
  fields: (ctx) => [
    { name: 'name', label: m.fields.name, kind: 'text', required: true },
    { name: 'camp', label: m.fields.camp, kind: 'select', options: ctx.camps, emptyOption: m.none },
    { name: 'start_date', label: m.slots.startDate, kind: 'date', required: true },
    { name: 'end_date', label: m.slots.endDate, kind: 'date', required: true },
    { name: 'start_time', label: m.slots.startTime, kind: 'time' },
    { name: 'end_time', label: m.slots.endTime, kind: 'time' },
    { name: 'capacity', label: m.slots.capacity, kind: 'number', required: true, min: 1, max: 500, hint: m.slots.capacityHint },
  ],
  initial: (s) => ({
    name: s?.name ?? '',
    camp: s?.camp_id ? String(s.camp_id) : '',
    start_date: s?.start_date ?? '',
    end_date: s?.end_date ?? '',
    start_time: s?.start_time ?? '',
    end_time: s?.end_time ?? '',
    capacity: String(s?.capacity ?? 1),
  }),
  validate: schemaCheck(slotInput),
  ...callsOf(slotsApi, payloadOf(slotInput)),
  ...adminsOnly,
};

export const departmentsResource: Resource<Department> = {
  key: 'departments',
  path: paths.departments,
  texts: { title: m.departments.title, add: m.departments.add, new: m.departments.new, edit: m.departments.edit },
  list: (api, { page, page_size }, signal) => departmentsApi.list(api, { page, page_size }, signal),
  columns: () => [
    { key: 'name', header: m.fields.name, cell: (d) => d.name, sortable: true, primary: true },
    { key: 'description', header: m.fields.description, cell: (d) => d.description || m.none, sortable: true },
  ],
  sortValue: (d, key) => (key === 'description' ? d.description : d.name),
  label: (d) => d.name,
  fields: () => [
    { name: 'name', label: m.fields.name, kind: 'text', required: true },
    { name: 'description', label: m.fields.description, kind: 'textarea' },
  ],
  initial: (d) => ({ name: d?.name ?? '', description: d?.description ?? '' }),
  validate: schemaCheck(departmentInput),
  ...callsOf(departmentsApi, payloadOf(departmentInput)),
  ...adminsOnly,
};
