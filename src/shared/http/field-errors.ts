// The field errors of a refusal's body (`{errors: {field: [messages]}}`), read defensively: a
// proxy or an older API may send one string, or other values, where a list of strings belongs.
// Apart from api-error.ts so that only the client that shows field errors (the console) carries it:
// the website's forms check their fields before sending.

export function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fields = (body as { errors?: unknown } | null)?.errors;
  if (fields && typeof fields === 'object') {
    for (const [field, list] of Object.entries(fields)) {
      const messages = (Array.isArray(list) ? list : [list]).filter((x): x is string => typeof x === 'string');
      if (messages.length) errors[field] = messages;
    }
  }
  return errors;
}
