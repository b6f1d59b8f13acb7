// §8: what a failed form submission tells the user.
import type { WebsiteMessages as Messages } from '../../shared/messages/en-website';
import { ApiError, errorText } from '../../shared/http/api-error';

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
