// The student pipeline's e2e set-up (decision 0035): an admin, an open cycle (classes 11-12 unless told, PCM) and
// one test centre two weeks on, made through the staff API.
import type { ApiCall } from './api';
import { createAdmin } from './console';
import type { RunningSite } from './server';

const DAY = 86_400_000;

export async function openCycleWithCentre(
  site: RunningSite,
  api: ApiCall,
  admin: { username: string; password: string },
  names: { cycle: string; code: string; centre: string; address: string; seats: number; classes?: number[] },
) {
  await createAdmin(site, admin.username, admin.password);
  const token = (await api<{ token: string }>('POST', '/api/login/', admin)).token;
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const window = { opens_at: at(-1), closes_at: at(7), classes: names.classes ?? [11, 12], streams: ['pcm'] };
  const cycle = await api<{ id: number }>(
    'POST',
    '/api/student-applications/cycles/',
    { name: names.cycle, code: names.code, ...window },
    token,
  );
  const place = {
    name: names.centre,
    address: names.address,
    district: 'Pithoragarh',
    test_at: at(14),
    seats: names.seats,
    paper_language: 'hi',
  };
  const centre = await api<{ id: number }>('POST', '/api/student-applications/centres/', { cycle: cycle.id, ...place }, token);
  return { token, cycle, centre };
}
