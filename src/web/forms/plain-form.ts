// The names a plain form post and its page agree on (docs/decisions/0023): read by the website
// server too, so no React here.

/** The hidden fields every plain form sends: which form, the CSRF token, the submission's Idempotency-Key. */
export const FORM_FIELD = '_form';
export const CSRF_FIELD = '_csrf';
export const KEY_FIELD = '_key';
/** The query parameter of a page's state after a successful post (Post/Redirect/Get): `?sent=volunteer`. */
export const SENT_PARAM = 'sent';

/** Stand-ins the server renders into a page's forms and replaces with each visitor's own values. */
export const FORM_TOKEN_SLOT = 'csrf-token-slot-2c7f1d9e';
export const FORM_KEY_SLOT = 'form-key-slot-8b3a6e04';
