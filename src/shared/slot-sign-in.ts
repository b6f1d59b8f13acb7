// The slot coordinators' sign-in by one-time code (docs/decisions/0015): the figures the API
// enforces, the website server's plain forms and the page's script tell from, in one place.

/** How long a code is valid. */
export const OTP_TTL_MS = 10 * 60_000;
/** Wrong tries a code allows; the last one burns it. */
export const OTP_MAX_TRIES = 5;
/** The API's httpOnly cookie that ties a code check to its request (the code's challenge). */
export const OTP_CHALLENGE_COOKIE = 'slot_otp';
