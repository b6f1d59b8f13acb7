// Staff changes to camp rosters: a student is a row without a file, within the caller's camps. The
// audit entry keeps ids and field names only (students are minors).
import type { z } from 'zod';
import type { Student, studentUpdate } from '../../../shared/schemas/staff/students';
import { type ContentKind, campColumn } from '../../content/stored-row';
import { studentById } from './students';

export const studentRows: ContentKind<z.output<typeof studentUpdate>, Student> = {
  table: 'students',
  entity: 'student',
  camp: { field: 'camp' },
  view: (call, id) => studentById(call.db.kysely, call.scope, id),
  columns: campColumn,
};
