import { afterEach, describe, expect, it } from 'vitest';
import { announcementDateTime, formatDateTime, fromIndiaInput, toIndiaInput } from './date-input';
import { announcementTime, formatDate, parseDate, relativeTime, timeOfDay, todayInIndia, wallClock, yearOf } from './dates';
import { websiteMessages } from './messages/en-website';
import { websiteMessagesHi } from './messages/hi-website';

const NA = 'Date not available';

describe('dates (§3)', () => {
  it('shows a date as DD-MM-YYYY', () => {
    expect(formatDate('2025-06-07', NA)).toBe('07-06-2025');
    expect(formatDate('7-6-2025', NA)).toBe('07-06-2025');
  });

  it('shows a timestamp as its date in India time', () => {
    expect(formatDate('2025-06-07T20:00:00.000Z', NA)).toBe('08-06-2025');
    expect(formatDate('2025-06-07T18:29:00.000Z', NA)).toBe('07-06-2025');
  });

  it('says "Date not available" for a missing or invalid date', () => {
    expect(formatDate(null, NA)).toBe(NA);
    expect(formatDate('', NA)).toBe(NA);
    expect(formatDate('not a date', NA)).toBe(NA);
    expect(formatDate('2025-02-30', NA)).toBe(NA);
  });

  it('reads day-month-year dates as well', () => {
    expect(parseDate('07-06-2025')?.toISOString()).toBe('2025-06-07T00:00:00.000Z');
    expect(parseDate('31-02-2025')).toBeNull();
  });

  it('gives the year in India time', () => {
    expect(yearOf('2025-06-07')).toBe(2025);
    expect(yearOf('2025-12-31T20:00:00.000Z')).toBe(2026);
    expect(yearOf(null)).toBeNull();
  });

  it('gives today as YYYY-MM-DD in India, a day ahead of UTC late in the UTC evening', () => {
    expect(todayInIndia(new Date('2026-11-26T18:29:00.000Z'))).toBe('2026-11-26');
    expect(todayInIndia(new Date('2026-11-26T18:30:00.000Z'))).toBe('2026-11-27');
    expect(todayInIndia(new Date('2026-01-05T00:00:00.000Z'))).toBe('2026-01-05');
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
    expect(timeOfDay('2025-06-07T06:30:00.000Z')).toBe('12:00 PM');
  });
  it('else "Time information not available"', () => {
    expect(announcementTime(null, null, fallback)).toBe(fallback);
    expect(announcementTime('  ', 'garbage', fallback)).toBe(fallback);
    expect(announcementTime(null, '2025-06-07', fallback)).toBe(fallback);
  });
});

describe('date and time in the console', () => {
  it('shows a timestamp day first with its 12-hour time, other text as it is', () => {
    expect(formatDateTime('2026-06-20T04:30:00.000Z')).toBe('20-06-2026 10:00 AM');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime(null)).toBe('');
  });

  it('shows an announcement’s date with its examTime, else with its time of day, in India time', () => {
    expect(announcementDateTime('10:00 AM - 1:00 PM', '2026-11-27T04:30:00.000Z')).toBe('27-11-2026 10:00 AM - 1:00 PM');
    // 20:00 UTC on the 26th is already the 27th in India.
    expect(announcementDateTime(null, '2026-11-26T20:00:00.000Z')).toBe('27-11-2026 1:30 AM');
    expect(announcementDateTime('10:00 AM', null)).toBe('10:00 AM');
    expect(announcementDateTime(' ', 'garbage')).toBe('');
    expect(announcementDateTime(null, null)).toBe('');
  });

  it.each([
    ['2026-06-20T10:00', '2026-06-20T04:30:00.000Z'],
    ['2026-06-20T02:15:30', '2026-06-19T20:45:30.000Z'],
    ['  ', ''],
    ['soon', 'soon'],
  ])('reads the datetime-local value %j as India time: %j', (local, iso) => {
    expect(fromIndiaInput(local)).toBe(iso);
  });

  it.each([
    ['2026-06-20T04:30:00.000Z', '2026-06-20T10:00'],
    ['2026-06-19T20:45:30.000Z', '2026-06-20T02:15'],
    [null, ''],
    ['garbage', ''],
  ])('gives %j to a datetime-local input as %j, in India time', (iso, local) => {
    expect(toIndiaInput(iso)).toBe(local);
  });
});

describe('whatever the zone the code runs in', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  const shown = () => [
    formatDate('2025-06-07T20:00:00.000Z', NA),
    formatDate('2025-06-07', NA),
    formatDateTime('2025-06-07T20:00:00.000Z'),
    yearOf('2025-12-31T20:00:00.000Z'),
    toIndiaInput('2025-06-07T20:00:00.000Z'),
    fromIndiaInput('2025-06-08T01:30'),
  ];

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])('shows the same in %s', (zone) => {
    process.env.TZ = zone;
    // The zone really changed for this process's own Date methods.
    const offset = new Date('2025-06-07T20:00:00.000Z').getTimezoneOffset();
    expect(offset).toBe(
      { UTC: 0, 'America/Los_Angeles': 420, 'Asia/Tokyo': -540, 'Pacific/Kiritimati': -840, 'Pacific/Pago_Pago': 660 }[zone],
    );
    expect(shown()).toEqual(['08-06-2025', '07-06-2025', '08-06-2025 1:30 AM', 2026, '2025-06-08T01:30', '2025-06-07T20:00:00.000Z']);
  });
});

describe('relative-time labels on download cards (§9)', () => {
  const now = new Date('2026-01-15T10:00:00.000Z');
  const ago = (seconds: number) => relativeTime(new Date(now.getTime() - seconds * 1000), now, websiteMessages.web.relativeTime);

  it('says "just now" at 5 seconds or less', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(5)).toBe('just now');
  });
  it('counts seconds, minutes, hours and days', () => {
    expect(ago(6)).toBe('6 seconds ago');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(59 * 60)).toBe('59 minutes ago');
    expect(ago(3600)).toBe('1 hour ago');
    expect(ago(5 * 3600)).toBe('5 hours ago');
    expect(ago(86_400)).toBe('1 day ago');
    expect(ago(29 * 86_400)).toBe('29 days ago');
  });
  it('counts months of 30 days and years of 365 days', () => {
    expect(ago(30 * 86_400)).toBe('1 month ago');
    expect(ago(300 * 86_400)).toBe('10 months ago');
    expect(ago(365 * 86_400)).toBe('1 year ago');
    expect(ago(800 * 86_400)).toBe('2 years ago');
  });
  it('treats a future time as just now', () => {
    expect(ago(-100)).toBe('just now');
  });
});

describe('dates on a Hindi page (decision 0021)', () => {
  const hi = websiteMessagesHi.web.dates;
  it('writes the day, the month by name and the year, in India time', () => {
    expect(formatDate('2026-03-12', '', hi)).toBe('12 मार्च 2026');
    expect(formatDate('12-03-2026', '', hi)).toBe('12 मार्च 2026');
    // 20:00 UTC on the 11th is already the 12th in India.
    expect(formatDate('2026-03-11T20:00:00Z', '', hi)).toBe('12 मार्च 2026');
    expect(formatDate('not a date', 'तारीख अभी तय नहीं', hi)).toBe('तारीख अभी तय नहीं');
  });
  it('says the time of day with its part of the day', () => {
    expect(timeOfDay('2026-03-12T03:35:00Z', hi)).toBe('सुबह 9:05');
    expect(timeOfDay('2026-03-12T09:35:00Z', hi)).toBe('दोपहर 3:05');
    expect(timeOfDay('2026-03-12', hi)).toBeNull();
    expect(announcementTime('10:00 AM - 1:00 PM', '2026-03-12T09:35:00Z', '', hi)).toBe('10:00 AM - 1:00 PM');
    expect(announcementTime('', '2026-03-12T09:35:00Z', '', hi)).toBe('दोपहर 3:05');
  });
  it('counts time ago in Hindi, "just now" from the catalogue', () => {
    const now = new Date('2026-01-15T10:00:00.000Z');
    const ago = (seconds: number) => relativeTime(new Date(now.getTime() - seconds * 1000), now, websiteMessagesHi.web.relativeTime);
    expect(ago(3)).toBe('अभी-अभी');
    expect(ago(6)).toBe('6 सेकंड पहले');
    expect(ago(3600)).toBe('1 घंटे पहले');
    expect(ago(2 * 86_400)).toBe('2 दिन पहले');
    expect(ago(60 * 86_400)).toBe('2 माह पहले');
    expect(ago(800 * 86_400)).toBe('2 वर्ष पहले');
  });
  it('keeps the English forms of the specification', () => {
    expect(formatDate('2026-03-12', '', websiteMessages.web.dates)).toBe('12-03-2026');
    expect(timeOfDay('2026-03-12T09:35:00Z', websiteMessages.web.dates)).toBe('3:05 PM');
  });
  it("names every month and part of the day as Intl's hi-IN does (the words are the catalogue's, not ICU's)", () => {
    const date = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });
    const time = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', dayPeriod: 'short' });
    for (let month = 0; month < 12; month++) {
      for (let hour = 0; hour < 24; hour++) {
        const instant = new Date(Date.UTC(2026, month, 12, hour, 7)).toISOString();
        expect(formatDate(instant, '', hi)).toBe(date.format(new Date(instant)));
        expect(timeOfDay(instant, hi)).toBe(time.format(new Date(instant)));
      }
    }
  });
});

describe('the wall clock in India', () => {
  it('reads every instant as Intl does in Asia/Kolkata, a fixed +05:30 since 1945', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2080, 0, 1);
    // Every 61 hours and 13 minutes over 130 years (about 18,600 instants, at every hour of the day), and turns of the day and year.
    const instants = [Date.UTC(2025, 11, 31, 18, 29, 59), Date.UTC(2025, 11, 31, 18, 30), Date.UTC(2028, 1, 28, 18, 30)];
    for (let t = from; t < to; t += (61 * 60 + 13) * 60_000) instants.push(t);
    for (const t of instants) {
      const expected = Object.fromEntries(
        intl
          .formatToParts(t)
          .filter((p) => p.type !== 'literal')
          .map((p) => [p.type, Number(p.value)]),
      );
      expect(wallClock(new Date(t))).toEqual(expected);
    }
  });
});
