import { Link } from '../lib/router';
import type { Announcement } from '../../shared/schemas/content';
import { useLang, useMessages } from '../lib/app-context';
import { localized } from '../../shared/lang';
import { formatDate } from '../../shared/dates';
import { fill } from '../../shared/messages/fill';
import { paths } from '../paths';
import './announcement-item.css';

/**
 * One announcement in a list; its link hands the announcement over in navigation state (§2).
 * The date shown is the day of the announced event (`time`); the day it was posted comes last.
 */
export function AnnouncementItem({ announcement, headingLevel = 3 }: { announcement: Announcement; headingLevel?: 2 | 3 }) {
  const m = useMessages().web;
  const lang = useLang();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const eventDate = formatDate(announcement.time, '', m.dates);
  const posted = formatDate(announcement.created_at, '', m.dates);
  return (
    <article className="announcement-item">
      {eventDate ? (
        <p className="announcement-item__date">
          <time dateTime={announcement.time ?? undefined}>{eventDate}</time>
        </p>
      ) : null}
      <Heading className="announcement-item__title">
        <Link to={paths.announcement(announcement.id)} state={{ announcement }}>
          {localized(announcement, 'title', lang)}
        </Link>
      </Heading>
      <p className="announcement-item__text">{localized(announcement, 'text', lang)}</p>
      {posted ? <p className="announcement-item__posted">{fill(m.announcement.posted, { date: posted })}</p> : null}
    </article>
  );
}
