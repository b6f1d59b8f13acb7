import { describe, expect, it } from 'vitest';
import { en } from '../../shared/messages/en';
import { trusteeFields } from '../../shared/schemas/staff/site-content';
import { checkPayload, factsOf, factsText, linesOf, linesText, pairsOf, pairsText } from './content-text';

describe('site content as text', () => {
  it('reads points one per line, leaving out empty lines', () => {
    expect(linesOf(' First \n\n Second\n')).toEqual(['First', 'Second']);
    expect(linesText(['First', 'Second'])).toBe('First\nSecond');
  });

  it('reads "Title: text" pairs, split at the first colon', () => {
    const pairs = pairsOf('Mentoring: one to one: every week\nTests', 'title', 'text');
    expect(pairs).toEqual([
      { title: 'Mentoring', text: 'one to one: every week' },
      { title: 'Tests', text: '' },
    ]);
    expect(pairsText([{ title: 'Camp', text: '2 months' }], 'title', 'text')).toBe('Camp: 2 months');
  });

  it('reads a program’s facts with their sub-points, and writes them back the same', () => {
    const text = 'Duration: two months\n- June\n- July\nSubjects\n- Physics';
    const facts = factsOf(text);
    expect(facts).toEqual([
      { label: 'Duration', text: 'two months', sub_points: ['June', 'July'] },
      { label: 'Subjects', text: '', sub_points: ['Physics'] },
    ]);
    expect(factsText(facts)).toBe(text);
  });

  it('shows an error inside a list beside the list, with the schema’s message', () => {
    expect(checkPayload(trusteeFields, { name: 'Asha', points: ['ok'] })).toBeNull();
    const failed = checkPayload(trusteeFields, { name: '', points: ['x'.repeat(501)] });
    expect(failed?.errors.name).toEqual([en.validation.required]);
    expect(Object.keys(failed?.errors ?? {}).sort()).toEqual(['name', 'points']);
  });
});
