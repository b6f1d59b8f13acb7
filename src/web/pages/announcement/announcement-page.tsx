// Announcement details (§2, §3): the event's date (and the day it was posted), title, text,
// important information (venue, time), back.
// Opened from a list, the announcement comes along in navigation state; opened directly, it is
// loaded by id, and "No data found" shows only when it does not exist.
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from '../../lib/router';
import type { Announcement } from '../../../shared/schemas/content';
import { useAnnouncement } from '../../api/get-announcement';
import { useLang, useMessages } from '../../lib/app-context';
import { localized } from '../../../shared/lang';
import { announcementTime, formatDate } from '../../../shared/dates';
import { fill } from '../../../shared/messages/fill';
import { LoadStatus } from '../../components/list-status';
import { paths } from '../../paths';
import './announcement-page.css';

export default function AnnouncementPage() {
  const msgs = useMessages();
  const lang = useLang();
  const m = msgs.web.announcement;
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const passed = (location.state as { announcement?: Announcement } | null)?.announcement;
  const query = useAnnouncement(id, passed && String(passed.id) === id ? passed : null);
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.forStudents));
  const back = (
    <button type="button" className="button button--outline button--small" onClick={goBack}>
      ← {msgs.web.back}
    </button>
  );

  let body: ReactNode;
  if (query.isPending || query.isError)
    body = <LoadStatus query={query} loading={msgs.web.loading} error={msgs.lists.announcementsFailed} />;
  else if (!query.data) body = <h1 className="announcement__missing">{msgs.lists.noData}</h1>;
  else {
    const a = query.data;
    // The day of the announced event (§3's date); the day it was posted is secondary.
    const eventDate = formatDate(a.time, '', msgs.web.dates);
    const posted = formatDate(a.created_at, '', msgs.web.dates);
    body = (
      <article className="announcement">
        <p className="announcement__date">
          {m.date}: {eventDate ? <time dateTime={a.time ?? undefined}>{eventDate}</time> : m.dateUnavailable}
        </p>
        {posted ? <p className="announcement__posted">{fill(m.posted, { date: posted })}</p> : null}
        <h1>{localized(a, 'title', lang)}</h1>
        <div className="announcement__text">
          {localized(a, 'text', lang)
            .split(/\n+/)
            .map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, never reordered
              <p key={i}>{p}</p>
            ))}
        </div>
        <section className="announcement__info" aria-labelledby="important-info">
          <h2 id="important-info">{m.important}</h2>
          <dl>
            <div>
              <dt>{m.venue}</dt>
              <dd>{localized(a, 'venue', lang).trim() || m.venueUnavailable}</dd>
            </div>
            <div>
              <dt>{m.time}</dt>
              <dd>{announcementTime(localized(a, 'examTime', lang), a.time, m.timeUnavailable, msgs.web.dates)}</dd>
            </div>
          </dl>
        </section>
      </article>
    );
  }
  return (
    <div className="container section announcement-page">
      {back}
      {body}
    </div>
  );
}
