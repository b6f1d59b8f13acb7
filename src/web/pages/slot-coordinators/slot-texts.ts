// The page's own texts in the page's language: English from this chunk; another language's from
// the page's data, where the server put them with the rest of that language's catalogue (0021).
import { clockTimeOf, type DateWords, formatDate } from '../../../shared/dates';
import { fill } from '../../../shared/messages/fill';
import { type SlotCoordinatorMessages, slotCoordinators } from '../../../shared/messages/en-slot-coordinators';
import { useMessages } from '../../lib/app-context';
import type { SlotOption } from '../../ssr-contract';

export const useSlotTexts = () => useMessages().slotCoordinators ?? slotCoordinators;

/** What a slot's choice says under its name: its dates, its times of day when it has them (decision 0030), its camp. */
export function slotDetail(s: SlotOption, m: SlotCoordinatorMessages, dates: DateWords | null): string {
  const times = [clockTimeOf(s.start_time, dates), clockTimeOf(s.end_time, dates)].filter(Boolean).join(' – ');
  return [
    fill(m.dates, { from: formatDate(s.start_date, s.start_date, dates), to: formatDate(s.end_date, s.end_date, dates) }),
    times,
    s.camp_name,
  ]
    .filter(Boolean)
    .join(' · ');
}
