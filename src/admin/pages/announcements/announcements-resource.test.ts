import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../shared/schemas/content';
import type { ResourceContext } from '../../lib/resource';
import { announcementsResource } from './announcements-resource';

const screeningTest: Announcement = {
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
};

const timeCell = (a: Announcement) => {
  const column = announcementsResource.columns({} as ResourceContext).find((c) => c.key === 'time')!;
  return column.cell(a);
};

describe('the console’s announcements list', () => {
  it('shows the event’s date beside its examTime under "Date and time"', () => {
    expect(timeCell(screeningTest)).toBe('27-11-2026 10:00 AM - 1:00 PM');
  });

  it('shows the date and time of day without an examTime, and a dash without either', () => {
    expect(timeCell({ ...screeningTest, examTime: null })).toBe('27-11-2026 10:00 AM');
    expect(timeCell({ ...screeningTest, examTime: null, time: null })).toBe('—');
  });
});
