import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../shared/schemas/content';
import { sampleAnnouncement } from '../../../shared/test-support/samples';
import type { ResourceContext } from '../../lib/resource';
import { announcementsResource } from './announcements-resource';

const screeningTest = sampleAnnouncement();

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
