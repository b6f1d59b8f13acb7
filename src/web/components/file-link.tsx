import { useApi, useMessages } from '../lib/app-context';
import { downloadFile, isHttpUrl, type DownloadKind } from '../api/download-file';

/** A paper's or result's file (§8): an http URL opens in a new tab, otherwise fetched by id. */
export function FileLink({ kind, id, url, title }: { kind: DownloadKind; id: number; url: string | null; title: string }) {
  const m = useMessages().web;
  const api = useApi();
  const label = `${m.download}: ${title}`;
  return isHttpUrl(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {m.download}
    </a>
  ) : (
    <button type="button" className="link-button" aria-label={label} onClick={() => void downloadFile(api, kind, id, url)}>
      {m.download}
    </button>
  );
}
