// Files on their way to the server, one row each: name, size, a progress bar fed by the
// request's upload progress events, and how it ended (uploaded, or the server's reason).
import { fill, m } from '../lib/messages';
import './file-upload-list.css';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  error?: string | undefined;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'waiting':
      return m.upload.waiting;
    case 'uploading':
      return fill(m.upload.uploading, { percent: Math.round(item.progress * 100) });
    case 'done':
      return m.upload.done;
    case 'failed':
      return fill(m.upload.failed, { error: item.error ?? '' });
  }
}

export function FileUploadList(props: { items: readonly UploadItem[]; onRemove?: ((id: string) => void) | undefined }) {
  if (props.items.length === 0) return null;
  return (
    <ul className="upload-list">
      {props.items.map((item) => (
        <li key={item.id} className={`upload-list__item upload-list__item--${item.status}`}>
          <div className="upload-list__row">
            <span className="upload-list__name">{item.file.name}</span>
            <span className="upload-list__size">{formatBytes(item.file.size)}</span>
            {props.onRemove && item.status === 'waiting' && (
              <button
                type="button"
                className="icon-button"
                onClick={() => props.onRemove!(item.id)}
                aria-label={fill(m.upload.remove, { name: item.file.name })}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <progress
            className="upload-list__bar"
            max={100}
            value={item.status === 'done' ? 100 : Math.round(item.progress * 100)}
            aria-label={fill(m.upload.progressOf, { name: item.file.name })}
          />
          <span className="upload-list__status" role={item.status === 'failed' ? 'alert' : undefined}>
            {statusText(item)}
          </span>
        </li>
      ))}
    </ul>
  );
}
