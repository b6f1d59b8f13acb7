// §8: what a failed form submission tells the user.
import { type WebsiteMessages as Messages, websiteMessages as en } from '../../shared/messages/en-website';
import { ApiError, errorText } from '../../shared/http/api-error';

/**
 * A refusal's text in the page's language (decision 0021). The API and the shared schemas say §5's
 * and §8's texts in English, as the specification has them; the catalogue has each of them under
 * the same key in every language, so a known text is said in the page's, an unknown one as it came.
 */
export function inPageLanguage(text: string, msgs: Messages): string {
  for (const section of ['validation', 'submit'] as const) {
    const texts: Record<string, string> = en[section];
    const key = Object.keys(texts).find((k) => texts[k] === text);
    if (key) return (msgs[section] as Record<string, string>)[key]!;
  }
  return text;
}

/**
 * 403 -> CSRF text, 5xx -> server error, a network failure -> network text, a server `error`
 * field as is (and `detail` when `withDetail`), else the form's fallback.
 */
export function submitErrorMessage(
  error: unknown,
  texts: Messages['submit'],
  fallback: string,
  laterFallback: string,
  withDetail = false,
): string {
  if (!(error instanceof ApiError)) return laterFallback;
  if (error.status === 0) return texts.networkError;
  if (error.status === 403) return texts.csrfFailed;
  if (error.status >= 500) return texts.serverError;
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  return errorText(error.status, error.body) ?? (withDetail && typeof detail === 'string' && detail ? detail : fallback);
}
