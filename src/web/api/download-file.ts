// §8 downloads: an http(s) URL opens in a new tab; otherwise the file is fetched by id and saved
// as `{kind}_{id}.pdf`. A missing URL or a failed download is only logged.
import type { ApiClient } from './api-client';

export type DownloadKind = 'brochure' | 'report' | 'paper' | 'result';

const DOWNLOAD_PATHS: Record<DownloadKind, (id: number) => string> = {
  brochure: (id) => `/api/brochures/${id}/download/`,
  report: (id) => `/api/reports/${id}/download/`,
  paper: (id) => `/api/test-papers/${id}/download/`,
  result: (id) => `/api/test-results/${id}/download/`,
};

export const isHttpUrl = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);

export const downloadName = (kind: DownloadKind, id: number) => `${kind}_${id}.pdf`;

export async function downloadFile(api: ApiClient, kind: DownloadKind, id: number, url: string | null | undefined): Promise<void> {
  if (isHttpUrl(url)) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  try {
    const blob = await api.blob(DOWNLOAD_PATHS[kind](id));
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
