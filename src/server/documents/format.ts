// How the documents write amounts and times: Indian digit grouping, India time.
import { formatDate, timeOfDay } from '../../shared/dates';
import type { DocumentMessages } from '../../shared/messages/en-documents';
import { fill } from '../../shared/messages/fill';
import { web as webHi } from '../../shared/messages/hi-website';

/** Rupees with Indian grouping and two decimals: 10500000 paise -> "₹1,05,000.00". */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = String(Math.floor(paise / 100));
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `₹${rest ? `${rest},${last3}` : last3}.${String(paise % 100).padStart(2, '0')}`;
}

/** A calendar date (YYYY-MM-DD) as DD-MM-YYYY; the text as given when it is not one. */
export const printedDate = (date: string) => formatDate(date, date);

/** An instant as its date and time of day in India, e.g. "15-03-2027, 10:00 AM" ("15-03-2027, सुबह 10:00 बजे"). */
export function printedDateTime(instant: string, lang: 'en' | 'hi', texts: DocumentMessages): string {
  const time = timeOfDay(instant, lang === 'hi' ? webHi.dates : null);
  return time ? fill(texts.dateTime, { date: formatDate(instant, instant), time }) : instant;
}
