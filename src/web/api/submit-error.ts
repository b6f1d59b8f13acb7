// §8: what a failed form submission tells the user.
import type { WebsiteMessages as Messages } from '../../shared/messages/en-website';
import { ApiError } from './api-client';

interface ErrorBody {
  error?: unknown;
  detail?: unknown;
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
  if (error.isNetworkError) return texts.networkError;
  if (error.status === 403) return texts.csrfFailed;
  if (error.status >= 500) return texts.serverError;
  const body = (error.body ?? {}) as ErrorBody;
  if (typeof body.error === 'string' && body.error) return body.error;
  if (withDetail && typeof body.detail === 'string' && body.detail) return body.detail;
  return fallback;
}

/** The field errors of a 400 reply (`{errors: {field: [msg]}}`), if any. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
}
