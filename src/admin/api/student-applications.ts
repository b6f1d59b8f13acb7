// Students' applications (decision 0035) under /api/student-applications/: the cycles and test centres,
// each listed whole (a few a year).
import type { Centre, Cycle } from '../../shared/schemas/student-applications';
import { collection } from './collection';

const BASE = '/api/student-applications/';

export const cyclesApi = collection<Cycle>(`${BASE}cycles/`);
export const centresApi = collection<Centre>(`${BASE}centres/`);
