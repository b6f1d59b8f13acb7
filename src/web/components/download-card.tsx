// A brochure or report card (§2, §8, §9): title, "place, year" or "Year {year}", when it was
// last updated, and the download.
import { useApi, useMessages } from '../lib/app-context';
import { useNow } from '../lib/use-now';
import { downloadFile, isHttpUrl, type DownloadKind } from '../api/download-file';
import { parseDate, relativeTime } from '../../shared/dates';
import { fill } from '../../shared/messages/fill';
import './download-card.css';

export function DownloadCard(props: {
  kind: DownloadKind;
  id: number;
  title: string;
  subtitle: string;
  updatedAt: string | null;
  url: string | null;
}) {
  const m = useMessages().web;
  const api = useApi();
  const now = useNow();
  const updated = parseDate(props.updatedAt);
  const label = `${m.download}: ${props.title}`;
  return (
    <article className="download-card">
      <img src="/images/document.svg" width="40" height="48" alt="" className="download-card__icon" />
      <div className="download-card__body">
        <h3 className="download-card__title">{props.title}</h3>
        <p className="download-card__meta">{props.subtitle}</p>
        {updated ? (
          <p className="download-card__time">
            <time dateTime={updated.toISOString()}>{fill(m.downloads.updated, { time: relativeTime(updated, now, m.relativeTime) })}</time>
          </p>
        ) : null}
      </div>
      {isHttpUrl(props.url) ? (
        <a className="button button--small" href={props.url} target="_blank" rel="noopener noreferrer" aria-label={label}>
          {m.download}
        </a>
      ) : (
        <button
          type="button"
          className="button button--small"
          aria-label={label}
          onClick={() => void downloadFile(api, props.kind, props.id, props.url)}
        >
          {m.download}
        </button>
      )}
    </article>
  );
}
