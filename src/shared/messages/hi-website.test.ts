import { describe, expect, it } from 'vitest';
import { api } from './en-api';
import { slotCoordinators } from './en-slot-coordinators';
import { websiteMessages } from './en-website';
import { slotCoordinatorsHi } from './hi-slot-coordinators';
import { websiteMessagesHi } from './hi-website';

type Tree = { [key: string]: string | Tree };

/**
 * How dates read by name: null in English, which keeps §3's numeric forms, so only Hindi has these
 * keys (checked on their own below).
 */
const DATE_WORDS = 'web.dates';
/** The forms' fixed choices: empty in English (the values are the labels), checked in hi-choices.test.ts. */
const CHOICES = 'web.choices';

/** Every text of a catalogue by its dotted key (numbers, as a part of the day's first hour, are not texts). */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (name === DATE_WORDS || name === CHOICES) continue;
    if (typeof value === 'string') out.set(name, value);
    else if (value && typeof value === 'object') for (const [k, v] of texts(value, name)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

/** Texts that are the same in both languages, or that name English itself. */
const NOT_DEVANAGARI = new Set(['web.siteName', 'web.siteShortName', 'web.downloads.placeYear', 'web.involved.preset']);
const NAMES_ENGLISH = new Set(['web.language.switch', 'web.language.label']);

describe.each([
  ['website', websiteMessages, websiteMessagesHi],
  ['slot coordinators', slotCoordinators, slotCoordinatorsHi],
] as [string, Tree, Tree][])('the Hindi catalogue of the %s', (_name, english, hindi) => {
  const en = texts(english);
  const hi = texts(hindi);

  it('has every English key and no other', () => {
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has a non-empty text for every key, with the same placeholders', () => {
    for (const [key, text] of en) {
      const translated = hi.get(key) ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('writes its texts in Devanagari, except names that stay as they are', () => {
    for (const [key, text] of hi) {
      if (NOT_DEVANAGARI.has(key) || NAMES_ENGLISH.has(key)) continue;
      expect(text, key).toMatch(DEVANAGARI);
      expect(text, key).not.toBe(en.get(key));
    }
  });
});

describe('the Hindi names of dates', () => {
  const words = websiteMessagesHi.web.dates!;
  it('name twelve months and the parts of a whole day in Devanagari, and place them', () => {
    expect(websiteMessages.web.dates).toBeNull();
    expect(words.months).toHaveLength(12);
    for (const name of [...words.months, ...words.dayPeriods.map((p) => p.name)]) expect(name).toMatch(DEVANAGARI);
    expect(words.dayPeriods[0]!.from).toBe(0);
    expect(words.dayPeriods.map((p) => p.from)).toEqual([...words.dayPeriods.map((p) => p.from)].sort((a, b) => a - b));
    expect(placeholders(words.date)).toEqual(['day', 'month', 'year']);
    expect(placeholders(words.time)).toEqual(['hour', 'minute', 'period']);
  });
});

describe('the language switch texts', () => {
  it('name the other language in that language', () => {
    expect(websiteMessages.web.language.switch).toBe('हिन्दी');
    expect(websiteMessages.web.language.label).toContain('हिन्दी');
    expect(websiteMessagesHi.web.language.switch).toBe('English');
    expect(websiteMessagesHi.web.language.label).toContain('English');
  });
});

describe('the texts the website says for the API', () => {
  it('has the API’s refusal of too many requests word for word', () => {
    expect(websiteMessages.submit.rateLimited).toBe(api.rateLimited);
    expect(websiteMessages.submit.csrfFailed).toBe(api.csrf);
    expect(websiteMessages.submit.serverError).toBe(api.serverError);
  });
});
