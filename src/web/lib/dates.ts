// Date display and parsing rules of §3 and §4.

const pad = (n: number) => String(n).padStart(2, '0');

/** A `YYYY-MM-DD` date or an ISO timestamp, as a Date; null when it is not a real date. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const dayMonthYear = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(value.trim());
  if (dayMonthYear) {
    const [, d, m, y] = dayMonthYear;
    return validUtc(Number(y), Number(m), Number(d));
  }
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    return validUtc(Number(y), Number(m), Number(d));
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

function validUtc(y: number, m: number, d: number): Date | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/**
 * DD-MM-YYYY, or `fallback` for a missing or invalid date. Timestamps are shown in India time,
 * the camps' time zone, so the server's and the browser's renders agree.
 */
export function formatDayMonthYear(value: string | null | undefined, fallback: string): string {
  const date = parseDate(value);
  if (!date) return fallback;
  const isDateOnly = !!value && /^\d{4}-\d{2}-\d{2}$|^\d{1,2}-\d{1,2}-\d{4}$/.test(value.trim());
  const shown = isDateOnly ? date : new Date(date.getTime() + IST_OFFSET_MS);
  return `${pad(shown.getUTCDate())}-${pad(shown.getUTCMonth() + 1)}-${shown.getUTCFullYear()}`;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The time of day of a timestamp in 12-hour form (India time), e.g. "3:05 PM"; null if invalid. */
export function timeOfDay(value: string | null | undefined): string | null {
  if (!value || /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return null;
  const date = parseDate(value);
  if (!date) return null;
  const shown = new Date(date.getTime() + IST_OFFSET_MS);
  const h = shown.getUTCHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(shown.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

/** §3: the announced time is examTime, else the time of day of `time`, else the fallback text. */
export function announcementTime(examTime: string | null | undefined, time: string | null | undefined, fallback: string): string {
  if (examTime && examTime.trim()) return examTime.trim();
  return timeOfDay(time) ?? fallback;
}

/** The year of a date or timestamp, or null. */
export function yearOf(value: string | null | undefined): number | null {
  const date = parseDate(value);
  return date ? date.getUTCFullYear() : null;
}
