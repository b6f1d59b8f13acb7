// The names a plain form's post and the website server agree on (docs/decisions/0023). The page's
// components write the few they need as literals (`id="form-volunteer"`, `?sent=`), to keep the
// browser's bundle small; the server and the tests use these.

/** A form's id: `form-<kind>`. The server adds the hidden fields below to each such form of a page it sends. */
export const FORM_ID_PREFIX = 'form-';
/** The hidden fields: which form, the visitor's CSRF token, the submission's Idempotency-Key. */
export const FORM_FIELD = '_form';
export const CSRF_FIELD = '_csrf';
export const KEY_FIELD = '_key';
/** A submit button's own action, instead of its form's (Send again, Use another number, Back). */
export const ACTION_FIELD = '_action';
/** The query parameter of a page's state after a successful post (Post/Redirect/Get): `?sent=volunteer`. */
export const SENT_PARAM = 'sent';
