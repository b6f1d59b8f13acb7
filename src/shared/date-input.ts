// The console's dates: timestamps with their time of day, and datetime-local inputs, in India time
// like every date shown (dates.ts). Apart from dates.ts so that the public pages do not carry them.
import { formatDate, timeOfDay, wallClock } from './dates';

/** A timestamp as "DD-MM-YYYY h:mm AM"; the value as it is when it is not one. */
export function formatDateTime(value: string | null | undefined): string {
  const time = timeOfDay(value);
  return time ? `${formatDate(value, '')} ${time}` : (value ?? '');
}

/** An announcement's day (of `time`) with its examTime, else its time of day: "27-11-2026 10:00 AM - 1:00 PM"; '' with neither. */
export function announcementDateTime(examTime: string | null | undefined, time: string | null | undefined): string {
  return [formatDate(time, ''), examTime?.trim() || timeOfDay(time)].filter(Boolean).join(' ');
}

/** A timestamp as a datetime-local input's value (`2026-06-20T10:00`), read on a clock in India. */
export function toIndiaInput(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const c = wallClock(date);
  // The India reading written out as if it were UTC: `2026-06-20T10:00`.
  return new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute)).toISOString().slice(0, 16);
}

/** The reverse: a datetime-local value, meant as India time, as an ISO timestamp; '' when empty, the text as it is when not a date. */
export function fromIndiaInput(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return local.trim() ? local : '';
  const [y, mo, d, h, mi, s] = match.slice(1).map((n) => Number(n ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment, from what a clock in India reads then.
  const c = wallClock(new Date(asUtc));
  const offset = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - asUtc;
  return new Date(asUtc - offset + s * 1000).toISOString();
}
