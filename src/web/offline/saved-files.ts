// "Save for offline" (decision 0022): test papers and results the visitor keeps on the device, in
// a cache of their own that no update of the site empties. Read and written by the page itself
// (the Cache API), so saving and opening work whether or not the service worker runs. The file
// comes from the API's download route, fetched without credentials or the staff token.
import { apiUrl } from '../../shared/http/url';
import { downloadName } from '../api/download-file';
import { mayKeepFile, SAVED_AT, SAVED_FILES_CACHE, SAVED_TITLE } from './cache-rules';

export type SavedKind = 'paper' | 'result';

export interface SavedFile {
  /** The download route's address: the key it is kept under. */
  url: string;
  kind: SavedKind;
  id: number;
  title: string;
  savedAt: number;
}

const DOWNLOAD_LISTS: Record<SavedKind, string> = { paper: 'test-papers', result: 'test-results' };
const SAVED_KIND = 'X-Saved-Kind';
const SAVED_ID = 'X-Saved-Id';

export const savedFileUrl = (api: string, kind: SavedKind, id: number) => apiUrl(api, `/api/${DOWNLOAD_LISTS[kind]}/${id}/download/`);

/** Every saved file, newest first. */
export async function listSavedFiles(): Promise<SavedFile[]> {
  const cache = await caches.open(SAVED_FILES_CACHE);
  const files = await Promise.all(
    (await cache.keys()).map(async (request): Promise<SavedFile | null> => {
      const headers = (await cache.match(request))?.headers;
      const kind = headers?.get(SAVED_KIND);
      if (!headers || (kind !== 'paper' && kind !== 'result')) return null;
      return {
        url: request.url,
        kind,
        id: Number(headers.get(SAVED_ID)),
        title: decodeURIComponent(headers.get(SAVED_TITLE) ?? ''),
        savedAt: Number(headers.get(SAVED_AT)),
      };
    }),
  );
  return files.filter((file): file is SavedFile => file !== null).sort((a, b) => b.savedAt - a.savedAt);
}

// One list the save buttons and the saved list share (useSyncExternalStore).
let snapshot: SavedFile[] | null = null;
const listeners = new Set<() => void>();

async function refresh(): Promise<void> {
  snapshot = await listSavedFiles();
  for (const listener of listeners) listener();
}

export function subscribeSavedFiles(listener: () => void): () => void {
  listeners.add(listener);
  if (snapshot === null && listeners.size === 1) void refresh().catch(() => undefined);
  return () => listeners.delete(listener);
}

export const savedFilesSnapshot = () => snapshot;

/** Fetches the file from the API and keeps it; throws when it cannot be had or may not be kept. */
export async function saveFile(api: string, kind: SavedKind, id: number, title: string): Promise<void> {
  const url = savedFileUrl(api, kind, id);
  const response = await fetch(url, { credentials: 'omit', headers: { Accept: 'application/pdf' } });
  if (!mayKeepFile(response)) throw new Error(`${url} answered ${response.status}`);
  const headers = new Headers({
    'Content-Type': response.headers.get('content-type') ?? 'application/pdf',
    [SAVED_AT]: String(Date.now()),
    [SAVED_TITLE]: encodeURIComponent(title),
    [SAVED_KIND]: kind,
    [SAVED_ID]: String(id),
  });
  const cache = await caches.open(SAVED_FILES_CACHE);
  await cache.put(url, new Response(await response.blob(), { headers }));
  await refresh();
}

export async function removeSavedFile(url: string): Promise<void> {
  await (await caches.open(SAVED_FILES_CACHE)).delete(url);
  await refresh();
}

/** Hands the saved copy to the browser as `{kind}_{id}.pdf`, as the Download button does; false when it is gone. */
export async function openSavedFile(file: SavedFile): Promise<boolean> {
  const response = await (await caches.open(SAVED_FILES_CACHE)).match(file.url);
  if (!response) {
    await refresh();
    return false;
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = downloadName(file.kind, file.id);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return true;
}
