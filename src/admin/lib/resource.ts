// What the console knows about one kind of record it lists, creates, edits and deletes: where the
// API keeps it, how it is shown, its form, and who may change it. Each content screen is one of
// these (pages/<name>/<name>-resource.ts*); the list and form screens are shared.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { formatDateTime, fromIndiaInput, toIndiaInput } from '../../shared/date-input';
import { formatDate } from '../../shared/dates';
import type { ConsoleApi, Query } from '../api/api-client';
import type { CampOption } from '../api/camps';
import type { Collection } from '../api/collection';
import type { Permissions } from './auth';
import type { PointsShape } from './point-items';
import { shared } from './messages';
import type { Column } from './column';
import type { SortValue } from './sorting';
import type { FormFiles, FormValues } from './use-form';
import { check, type FieldErrors } from './validation';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'time'
  | 'datetime-local'
  | 'email'
  | 'tel'
  | 'url'
  | 'password'
  | 'select'
  | 'checkbox'
  | 'file'
  /** A picture: the current one and the chosen one shown beside the file input. */
  | 'image'
  /** A list of points, each with its Hindi beside it (components/points-field.tsx). */
  | 'points';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  hint?: string;
  options?: readonly { value: string; label: string }[];
  /** The empty choice of a select; without it a select has no empty choice. */
  emptyOption?: string;
  accept?: string;
  autoComplete?: string;
  min?: number;
  max?: number;
  /** Shown only on the new or only on the edit screen. */
  only?: 'create' | 'edit';
  /** The language of the text typed in (a Hindi version's field: 'hi'). */
  lang?: 'hi';
  /** A `points` field's points: a label before the text, sub-points. */
  points?: PointsShape;
}

export interface ResourceContext {
  can: Permissions;
  /** Camps this account may use. */
  camps: CampOption[];
}

export interface Identified {
  id: number;
}

export interface ResourceTexts {
  title: string;
  add: string;
  new: string;
  edit: string;
}

export interface Resource<T extends Identified> {
  /** Query-key root and the address segment. */
  key: string;
  /** The console list address (paths.*). */
  path: string;
  texts: ResourceTexts;
  /** Said to those who may not add records here. */
  readOnlyNote?: string;
  /** A camp filter above the list; `required`: nothing is listed until a camp is chosen. */
  campFilter?: 'optional' | 'required';
  list(api: ConsoleApi, query: Query & { camp?: string }, signal?: AbortSignal): Promise<{ rows: T[]; total: number }>;
  /** Column key -> the API's sort_by value, for the columns the API sorts by itself. */
  serverSort?: Record<string, string>;
  columns(ctx: ResourceContext): Column<T>[];
  sortValue(row: T, key: string): SortValue;
  /** How the record is named in "Delete …?". */
  label(row: T): string;
  /** A notice above the list (texts not being sent). */
  notice?(): ReactNode;
  /** Extra links of a row (students of a camp, the public gallery). */
  rowLinks?(row: T): ReactNode;
  fields(ctx: ResourceContext, editing: boolean): FieldSpec[];
  initial(row: T | null, ctx: ResourceContext): FormValues;
  validate(values: FormValues, files: FormFiles, editing: boolean): FieldErrors | null;
  save(api: ConsoleApi, values: FormValues, files: FormFiles, row: T | null, onProgress: (f: number) => void): Promise<T>;
  remove(api: ConsoleApi, row: T): Promise<void>;
  /**
   * Before the "Delete …?" dialog: what it says instead of "This cannot be undone", and the delete
   * that answers it (a camp names what it holds, and its delete confirms those counts).
   */
  prepareDelete?(api: ConsoleApi, row: T): Promise<{ text: string; remove(): Promise<void> }>;
  fetchOne(api: ConsoleApi, id: number): Promise<T>;
  /** The address on the public website where this record shows ("View on the website"). */
  websiteLink?(row: T): string;
  /** The URL of a record's current picture for an `image` field. */
  currentImage?(row: T, field: string): string | null;
  /** May this account add records at all (the "Add" button)? */
  mayCreate(ctx: ResourceContext): boolean;
  /** May it edit and delete this one? */
  mayChange(ctx: ResourceContext, row: T): boolean;
  /** Records are never deleted here (no Delete button). */
  undeletable?: boolean;
  /** What the edit screen says of the record above its fields (what a request asked). */
  about?(row: T): string;
  /** The list masks personal data: the edit screen always opens the record by its own call (logged). */
  openWhole?: boolean;
  /** A part of the edit screen below the form (a breach's people and notices). */
  panel?(row: T): ReactNode;
}

/** Validates form values with a payload schema; a file field can be required on the new screen. */
export function schemaCheck(schema: z.ZodType, file?: { name: string; requiredOnCreate: boolean }) {
  return (values: FormValues, files: FormFiles, editing = false): FieldErrors | null => {
    const result = check(schema, values);
    const errors = result.ok ? {} : { ...result.errors };
    let error = result.ok ? null : result.error;
    if (file?.requiredOnCreate && !editing && !files[file.name]) {
      errors[file.name] = [shared.staff.fileRequired];
      error ??= shared.staff.fileRequired;
    }
    return error ? { error, errors } : null;
  };
}

/**
 * A resource's save, remove and fetchOne through its feature's calls; `body` makes the request body
 * from the form (FormData, whose upload reports progress, or a JSON payload).
 */
export function callsOf<T extends Identified>(
  calls: Collection<T>,
  body: (values: FormValues, files: FormFiles, row: T | null) => unknown,
): Pick<Resource<T>, 'save' | 'remove' | 'fetchOne'> {
  return {
    save: (api, values, files, row, onProgress) => {
      const payload = body(values, files, row);
      return calls.save(api, row?.id ?? null, payload, payload instanceof FormData ? onProgress : undefined);
    },
    remove: (api, row) => calls.remove(api, row.id),
    fetchOne: (api, id) => calls.get(api, id),
  };
}

/**
 * The start of a resource listed with the optional camp filter: its key, its list address, and
 * the list call, which sends the chosen camp as `camp_id`.
 */
export function campListed<T extends Identified>(key: string, path: string, calls: Collection<T>) {
  return {
    key,
    path,
    campFilter: 'optional',
    list: (api, { page, page_size, camp, sort_by, sort_order }, signal) =>
      calls.list(api, { page, page_size, camp_id: camp, sort_by, sort_order }, signal),
  } satisfies Partial<Resource<T>>;
}

/** A multipart body of the given text fields and the chosen files. */
export function formData(values: FormValues, names: readonly string[], files: FormFiles = {}): FormData {
  const body = new FormData();
  for (const name of names) body.append(name, values[name] ?? '');
  for (const [name, file] of Object.entries(files)) if (file) body.append(name, file, file.name);
  return body;
}

// Dates in India time, as the website shows them (src/shared/dates.ts).
/** A timestamp as a datetime-local value, in India time. */
export const toLocalInput = toIndiaInput;

/** A datetime-local value (India time) as an ISO timestamp; '' when empty, the text as it is when not a date. */
export const fromLocalInput = fromIndiaInput;

/** `2025-06-01` -> `01-06-2025` (§3's date form); other text as it is. */
export const showDate = (value: string | null | undefined): string => formatDate(value, value ?? '');

/** A timestamp day first, with its 12-hour time in India; other text as it is. */
export const showDateTime = formatDateTime;
