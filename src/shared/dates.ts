// Dates as the camps keep them: in India time (Asia/Kolkata), whatever the zone of the browser or
// the server, so the website, its server render and the console show a row with the same date and
// time. Display rules: DD-MM-YYYY, 12-hour times, and §9's relative labels. A Hindi page (decision 0021)
// reads them as Hindi writes them, with the month and the part of the day by name: "12 मार्च 2026",
// "दोपहर 3:05", "6 सेकंड पहले". The words come from the page's catalogue (`web.dates`, null in
// English, and `web.relativeTime`), not from Intl: a phone's first Intl date object loads ICU's
// data, about 30 ms of its main thread (100–170 ms under Lighthouse's slowed CPU), which made every
// page with a date miss the blocking-time budget; and the server's ICU and the browser's could
// differ, and a page's hydration with them.
import { type CountedText, fill, fillCount } from './messages/fill';

/** How a language names dates (the catalogue's `web.dates`); null: the specification's numeric forms. */
export interface DateWords {
  /** The months, January first. */
  months: readonly string[];
  /** The parts of the day, each from the hour it starts (0–23), in order; the last runs to midnight. */
  dayPeriods: readonly { from: number; name: string }[];
  /** A date: {day}, {month} (its name) and {year}. */
  date: string;
  /** A time of day: {period}, {hour} (1–12) and {minute} (two digits). */
  time: string;
}

export type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;

/** India has kept UTC+05:30 all year since 1945: no daylight saving, no change of zone. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The date and time an instant reads on a clock in India: the instant moved by India's offset, read in UTC. */
export function wallClock(date: Date): WallClock {
  const india = new Date(date.getTime() + INDIA_OFFSET_MS);
  return {
    year: india.getUTCFullYear(),
    month: india.getUTCMonth() + 1,
    day: india.getUTCDate(),
    hour: india.getUTCHours(),
    minute: india.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date without a time: `YYYY-MM-DD` or `DD-MM-YYYY`. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$|^(\d{1,2})-(\d{1,2})-(\d{4})$/;

/** A calendar date (as midnight UTC) or an ISO timestamp, as a Date; null when it is not a real date. */
export function parseDate(value: string | null | undefined): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const date = DATE_ONLY.exec(text);
  if (date) {
    const [y, m, d] = [Number(date[1] ?? date[6]), Number(date[2] ?? date[5]), Number(date[3] ?? date[4])];
    const utc = new Date(Date.UTC(y, m - 1, d));
    return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d ? utc : null;
  }
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

/** DD-MM-YYYY (a timestamp's date in India), or in `words`; `fallback` for a missing or invalid date. */
export function formatDate(value: string | null | undefined, fallback: string, words: DateWords | null = null): string {
  const date = parseDate(value);
  if (!date) return fallback;
  // A calendar date (midnight UTC) reads the same day in India, which is ahead of UTC.
  const { day, month, year } = wallClock(date);
  if (words) return fill(words.date, { day, month: words.months[month - 1]!, year });
  return `${pad(day)}-${pad(month)}-${year}`;
}

/** Today's date in India as `YYYY-MM-DD`, the form the calendar-date columns hold. */
export function todayInIndia(now = new Date()): string {
  const { day, month, year } = wallClock(now);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The time of day of a timestamp in India, 12-hour form, e.g. "3:05 PM" (or in `words`); null for a date or an invalid value. */
export function timeOfDay(value: string | null | undefined, words: DateWords | null = null): string | null {
  const date = value && !DATE_ONLY.test(value.trim()) ? parseDate(value) : null;
  if (!date) return null;
  const { hour, minute } = wallClock(date);
  return clockTime(hour, minute, words);
}

/** An hour and minute of the clock in 12-hour form, e.g. "3:05 PM" (or in `words`). */
function clockTime(hour: number, minute: number, words: DateWords | null): string {
  if (words) {
    let period = words.dayPeriods[words.dayPeriods.length - 1]!.name;
    for (const p of words.dayPeriods) if (p.from <= hour) period = p.name;
    return fill(words.time, { period, hour: hour % 12 || 12, minute: pad(minute) });
  }
  return `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A time of the clock kept as "HH:MM" (a camp slot's), in 12-hour form (or in `words`); null when there is none. */
export function clockTimeOf(value: string | null | undefined, words: DateWords | null = null): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value?.trim() ?? '');
  return match ? clockTime(Number(match[1]), Number(match[2]), words) : null;
}

/** §3: the announced time is examTime, else the time of day of `time`, else the fallback text. */
export function announcementTime(
  examTime: string | null | undefined,
  time: string | null | undefined,
  fallback: string,
  words: DateWords | null = null,
): string {
  if (examTime?.trim()) return examTime.trim();
  return timeOfDay(time, words) ?? fallback;
}

/** The year of a date or timestamp in India, or null. */
export function yearOf(value: string | null | undefined): number | null {
  const date = parseDate(value);
  return date ? wallClock(date).year : null;
}

/** §9's relative labels in the page's language (the catalogue's `relativeTime`). */
export interface RelativeTimeTexts {
  justNow: string;
  second: CountedText;
  minute: CountedText;
  hour: CountedText;
  day: CountedText;
  month: CountedText;
  year: CountedText;
}

const STEPS: [limit: number, size: number, unit: Exclude<keyof RelativeTimeTexts, 'justNow'>][] = [
  [60, 1, 'second'],
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [30 * 86_400, 86_400, 'day'],
  [365 * 86_400, 30 * 86_400, 'month'],
  [Infinity, 365 * 86_400, 'year'],
];

/** §9: "just now" at 5 seconds or less, then "n seconds/minutes/hours/days/months (30 days)/years (365 days) ago". */
export function relativeTime(then: Date, now: Date, texts: RelativeTimeTexts): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds <= 5) return texts.justNow;
  const [, size, unit] = STEPS.find(([limit]) => seconds < limit)!;
  return fillCount(texts[unit], Math.floor(seconds / size));
}
