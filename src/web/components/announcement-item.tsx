import { Link } from '../app/router';
import type { Announcement } from '../../shared/schemas/content';
import { useMessages } from '../app/app-context';
import { formatDate } from '../../shared/dates';
import { paths } from '../paths';
import './announcement-item.css';

/** One announcement in a list; its link hands the announcement over in navigation state (§2). */
export function AnnouncementItem({ announcement, headingLevel = 3 }: { announcement: Announcement; headingLevel?: 2 | 3 }) {
  const m = useMessages().web;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="announcement-item">
      <p className="announcement-item__date">{formatDate(announcement.created_at, m.announcement.dateUnavailable)}</p>
      <Heading className="announcement-item__title">
        <Link to={paths.announcement(announcement.id)} state={{ announcement }}>
          {announcement.title}
        </Link>
      </Heading>
      <p className="announcement-item__text">{announcement.text}</p>
    </article>
  );
}
