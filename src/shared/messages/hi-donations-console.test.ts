// The Hindi catalogue of the donation screens has every English key, keeps each text's {placeholders},
// and translates (no text left in English except names such as UPI, PAN and 10BD).
import { describe, expect, it } from 'vitest';
import { donationConsole } from './en-donations-console';
import { donationConsoleHi } from './hi-donations-console';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the donation console catalogues', () => {
  const en = new Map(leaves(donationConsole as unknown as Tree));
  const hi = new Map(leaves(donationConsoleHi as unknown as Tree));

  it('have the same keys and the same placeholders', () => {
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) expect(placeholders(hi.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('translate every text made of words', () => {
    const untranslated = [...hi].filter(([key, text]) => text === en.get(key) && /[a-z]{3}/.test(text.replace(/\{\w+\}/g, '')));
    expect(untranslated).toEqual([]);
  });
});
