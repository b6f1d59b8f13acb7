// §8 downloads: an http(s) URL opens in a new tab; otherwise the file is fetched by id and saved
// as `{kind}_{id}.pdf`. A missing URL or a failed download is only logged.
import type { ApiClient } from './api-client';

export type DownloadKind = 'brochure' | 'report' | 'paper' | 'result';

/** The API's list of each kind; a file is at `/api/<list>/<id>/download/`. */
const DOWNLOAD_LISTS: Record<DownloadKind, string> = {
  brochure: 'brochures',
  report: 'reports',
  paper: 'test-papers',
  result: 'test-results',
};

export const isHttpUrl = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);

export const downloadName = (kind: DownloadKind, id: number) => `${kind}_${id}.pdf`;

export async function downloadFile(api: ApiClient, kind: DownloadKind, id: number, url: string | null | undefined): Promise<void> {
  if (isHttpUrl(url)) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  try {
    const blob = await api.blob(`/api/${DOWNLOAD_LISTS[kind]}/${id}/download/`);
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = downloadName(kind, id);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  } catch (error) {
    console.error(`Download of ${kind} ${id} failed`, error);
  }
}
