// Records as the API returns them, for the website's and the console's component tests.
import type { Announcement } from '../schemas/content';

/** A camp's screening-test announcement, in English only; `time` and the rest as a test needs. */
export const sampleAnnouncement = (fields: Partial<Announcement> = {}): Announcement => ({
  id: 1,
  camp_id: 1,
  camp_name: 'Dharchula Summer Camp',
  title: 'Screening test for the 2026 camp',
  text: 'Bring a pencil.',
  venue: 'Government Inter College, Dharchula',
  examTime: '10:00 AM - 1:00 PM',
  time: '2026-11-27T04:30:00.000Z',
  created_at: '2026-11-20T04:30:00.000Z',
  updated_at: '2026-11-20T04:30:00.000Z',
  title_hi: null,
  text_hi: null,
  venue_hi: null,
  examTime_hi: null,
  camp_name_hi: null,
  ...fields,
});
