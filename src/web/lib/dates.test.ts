import { describe, expect, it } from 'vitest';
import { announcementTime, formatDayMonthYear, parseDate, timeOfDay } from './dates';

const NA = 'Date not available';

describe('announcement dates (§3)', () => {
  it('shows a date as DD-MM-YYYY', () => {
    expect(formatDayMonthYear('2025-06-07', NA)).toBe('07-06-2025');
  });

  it('shows a timestamp as its date in India time', () => {
    expect(formatDayMonthYear('2025-06-07T20:00:00.000Z', NA)).toBe('08-06-2025');
  });

  it('says "Date not available" for a missing or invalid date', () => {
    expect(formatDayMonthYear(null, NA)).toBe(NA);
    expect(formatDayMonthYear('', NA)).toBe(NA);
    expect(formatDayMonthYear('not a date', NA)).toBe(NA);
    expect(formatDayMonthYear('2025-02-30', NA)).toBe(NA);
  });

  it('reads day-month-year dates as well', () => {
    expect(parseDate('07-06-2025')?.toISOString()).toBe('2025-06-07T00:00:00.000Z');
    expect(parseDate('31-02-2025')).toBeNull();
  });
});

describe('announcement time (§3)', () => {
  const fallback = 'Time information not available';
  it('prefers examTime', () => {
    expect(announcementTime('10:00 AM - 1:00 PM', '2025-06-07T04:30:00.000Z', fallback)).toBe('10:00 AM - 1:00 PM');
  });
  it('else the time of day of `time` in 12-hour form', () => {
    expect(announcementTime(null, '2025-06-07T04:30:00.000Z', fallback)).toBe('10:00 AM');
    expect(timeOfDay('2025-06-07T09:35:00.000Z')).toBe('3:05 PM');
    expect(timeOfDay('2025-06-07T18:30:00.000Z')).toBe('12:00 AM');
  });
  it('else "Time information not available"', () => {
    expect(announcementTime(null, null, fallback)).toBe(fallback);
    expect(announcementTime('  ', 'garbage', fallback)).toBe(fallback);
  });
});
