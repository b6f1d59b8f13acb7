// Students' application numbers (decision 0035): `<cycle code>-NNNNNN` and a check letter, so that a
// number copied with one wrong or two swapped characters is caught before it is looked up.

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXY'; // 23: no I, O or Z (read as 1, 0 and 2)

const charValue = (c: string) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);

/** The check letter of a number's body (`UK26-000123`): a position-weighted sum, modulo 23. */
export function checkLetter(body: string): string {
  let sum = 0;
  const chars = body.replace('-', '');
  for (let i = 0; i < chars.length; i++) sum += charValue(chars[i]!) * (i + 1);
  return LETTERS[sum % LETTERS.length]!;
}

export const applicationNumber = (code: string, n: number) => {
  const body = `${code}-${String(n).padStart(6, '0')}`;
  return `${body}${checkLetter(body)}`;
};

/** A typed number in its stored form (upper case, no spaces), or null when it is not one or its check letter is wrong. */
export function readApplicationNumber(typed: string): string | null {
  const n = typed.replace(/\s+/g, '').toUpperCase();
  const match = /^([A-Z0-9]{2,8}-\d{6})([A-Z])$/.exec(n);
  return match && checkLetter(match[1]!) === match[2] ? n : null;
}
