// §9: relative-time labels on download cards.
import type { WebsiteMessages as Messages } from '../../shared/messages/en-website';
import { format } from './format';

type Labels = Messages['web']['relativeTime'];

const STEPS: { limit: number; size: number; one: keyof Labels; many: keyof Labels }[] = [
  { limit: 60, size: 1, one: 'second', many: 'seconds' },
  { limit: 3600, size: 60, one: 'minute', many: 'minutes' },
  { limit: 86_400, size: 3600, one: 'hour', many: 'hours' },
  { limit: 30 * 86_400, size: 86_400, one: 'day', many: 'days' },
  { limit: 365 * 86_400, size: 30 * 86_400, one: 'month', many: 'months' },
  { limit: Infinity, size: 365 * 86_400, one: 'year', many: 'years' },
];

/** "just now" at 5 seconds or less, then seconds, minutes, hours, days, months (30 days), years (365 days). */
export function relativeTime(then: Date, now: Date, labels: Labels): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds <= 5) return labels.justNow;
  const step = STEPS.find((s) => seconds < s.limit)!;
  const n = Math.floor(seconds / step.size);
  return format(n === 1 ? labels[step.one] : labels[step.many], { n });
}
