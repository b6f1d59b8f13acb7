// The API's one error shape and the one error class both clients throw.

/** Every refusal's body: a sentence a person can read, and for forms the messages field by field. */
export interface ErrorBody {
  error: string;
  errors?: Record<string, string[]>;
}

/** The readable `error` of a 4xx body; null for a 5xx (which never says anything internal) or a body without one. */
export function errorText(status: number, body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  return status < 500 && typeof error === 'string' && error ? error : null;
}

export class ApiError extends Error {
  constructor(
    /** 0 when the request never got a reply (network error). */
    readonly status: number,
    message: string,
    /** The reply's parsed body (its field errors: field-errors.ts); null when there was none or it was not JSON. */
    readonly body: unknown = null,
    /** A 429's Retry-After, in seconds, when it had one. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
