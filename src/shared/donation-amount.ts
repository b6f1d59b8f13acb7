// §5: the donation amount takes only digits and at most one decimal point; Continue needs a
// number above 0.

export function filterAmount(input: string): string {
  let seenPoint = false;
  let out = '';
  for (const ch of input) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

export function isValidAmount(amount: string): boolean {
  const value = Number(amount);
  return amount.trim() !== '' && Number.isFinite(value) && value > 0;
}
