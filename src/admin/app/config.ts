// The console's runtime configuration: the API origin, which the website server writes into the
// page as <meta name="api-url"> (the same fallback the public website reads).
export const DEFAULT_API_URL = 'http://localhost:8000';

export interface ConsoleConfig {
  apiUrl: string;
}

export function readConsoleConfig(doc: Pick<Document, 'querySelector'>): ConsoleConfig {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="api-url"]');
  return { apiUrl: meta?.content.trim() || DEFAULT_API_URL };
}
