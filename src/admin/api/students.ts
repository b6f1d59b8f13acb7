// The students of the camps (JSON): listed per camp, written under /api/students/.
import type { Student } from '../../shared/schemas/staff/students';
import type { ConsoleApi, Query } from './api-client';
import { collection } from './collection';

export const studentsApi = {
  ...collection<Student>('/api/students/'),
  ofCamp: (api: ConsoleApi, campId: number, query: Query, signal?: AbortSignal) =>
    api.list<Student>(`/api/camps/${campId}/students/`, query, signal),
};
