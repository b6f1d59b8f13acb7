// The one-time codes the `log` SMS provider wrote to a running site's log (its log shows the
// number masked, +91******5678), for tests that sign a slot coordinator in.
import type { RunningSite } from './server';

export function codesFor(site: RunningSite, phone: string): string[] {
  const masked = phone.replace(
    /^(\+\d{2})(\d+)(\d{4})$/,
    (_m, cc: string, mid: string, last: string) => `${cc}${'*'.repeat(mid.length)}${last}`,
  );
  return site
    .output()
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      const entry = JSON.parse(line) as { sms?: { to: string; message: string } };
      // A text without a code (a link to a page) is not one of them.
      const code = entry.sms?.to === masked ? /\b(\d{6})\b/.exec(entry.sms.message)?.[1] : undefined;
      return code ? [code] : [];
    });
}

/** The newest code for the number once more than `before` have been logged (waits up to 5 s). */
export async function newCode(site: RunningSite, phone: string, before: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const codes = codesFor(site, phone);
    if (codes.length > before) return codes.at(-1)!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code was logged for ${phone}`);
}
