// The featured events still to come (home, and beside the updates on /for-students): date in
// India time and place. Nothing at all while loading, on an error or with none to show.
import { inLang } from '../../shared/lang-content';
import type { Event } from '../../shared/schemas/content';
import { useUpcomingEvents } from '../api/get-events';
import { useLang, useMessages } from '../lib/app-context';
import { type DateWords, formatDate } from '../../shared/dates';
import { fill } from '../../shared/messages/fill';
import './upcoming-events.css';

/** DD-MM-YYYY (in Hindi "12 मार्च 2026"), or "from to to" for an event of several days. */
export function eventDates(
  event: Pick<Event, 'date' | 'end_date'>,
  m: { dateRange: string; dateUnavailable: string },
  words: DateWords | null = null,
): string {
  const from = formatDate(event.date, m.dateUnavailable, words);
  if (!event.end_date || event.end_date === event.date) return from;
  return fill(m.dateRange, { from, to: formatDate(event.end_date, m.dateUnavailable, words) });
}

/** `band`: a full-width band of the page (home); otherwise a block inside the page's own container. */
export function UpcomingEvents({ id, band = false }: { id: string; band?: boolean }) {
  const msgs = useMessages().web;
  const m = msgs.events;
  const query = useUpcomingEvents();
  // Each text in the page's language where staff gave it, else the English (decision 0031).
  const events = inLang(query.data ?? [], useLang());
  if (query.isError || events.length === 0) return null;
  const body = (
    <>
      <h2 id={id}>{m.title}</h2>
      <ul className="event-list">
        {events.map((e) => (
          <li key={e.id} className="event-item">
            <h3 className="event-item__title">{e.title}</h3>
            <dl className="event-item__facts">
              <div>
                <dt>{msgs.announcement.date}:</dt>
                <dd>{eventDates(e, { dateRange: m.dateRange, dateUnavailable: msgs.announcement.dateUnavailable }, msgs.dates)}</dd>
              </div>
              {e.venue ? (
                <div>
                  <dt>{msgs.announcement.venue}:</dt>
                  <dd>{e.venue}</dd>
                </div>
              ) : null}
            </dl>
            {e.description ? <p className="event-item__text">{e.description}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <section className={band ? 'section' : 'upcoming-events'} aria-labelledby={id}>
      {band ? <div className="container">{body}</div> : body}
    </section>
  );
}
