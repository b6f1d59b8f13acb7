import { describe, expect, it } from 'vitest';
import {
  factsPayload,
  hindiWithoutEnglish,
  pairsPayload,
  pointsFromFacts,
  pointsFromPairs,
  pointsFromTexts,
  pointsOf,
  pointsValue,
  textsPayload,
} from './point-items';

describe('points as the console edits them', () => {
  it('pairs each English point with its Hindi by place, and sends both lists back, empty points left out', () => {
    const value = pointsFromTexts(['One', 'Two', 'Three'], ['एक', '', null as unknown as string]);
    expect(pointsOf(value).map((p) => [p.text, p.text_hi])).toEqual([
      ['One', 'एक'],
      ['Two', ''],
      ['Three', ''],
    ]);
    const items = pointsOf(value);
    items.splice(1, 0, { ...items[0]!, key: 99, text: '  ', text_hi: '' });
    items[3]!.text_hi = ' तीन ';
    expect(textsPayload(pointsValue(items))).toEqual({ english: ['One', 'Two', 'Three'], hindi: ['एक', '', 'तीन'] });
    // No Hindi at the end: none sent there.
    expect(textsPayload(pointsFromTexts(['One', 'Two'], ['एक']))).toEqual({ english: ['One', 'Two'], hindi: ['एक'] });
  });

  it('keeps rows of a title and a text with their Hindi, and a program’s facts with their sub-points', () => {
    const rows = [{ title: 'Mentoring', text: 'one to one: weekly', title_hi: 'मार्गदर्शन', text_hi: null }];
    expect(pairsPayload(pointsFromPairs(rows, 'title', 'text'), 'title', 'text')).toEqual([
      { title: 'Mentoring', text: 'one to one: weekly', title_hi: 'मार्गदर्शन', text_hi: '' },
    ]);
    const facts = [
      { label: 'Duration', text: 'two months', sub_points: ['June', 'July'], label_hi: 'अवधि', text_hi: null, sub_points_hi: ['जून'] },
      { label: 'Subjects', text: '', sub_points: [] },
    ];
    expect(factsPayload(pointsFromFacts(facts))).toEqual([
      { label: 'Duration', text: 'two months', sub_points: ['June', 'July'], label_hi: 'अवधि', text_hi: '', sub_points_hi: ['जून'] },
      { label: 'Subjects', text: '', sub_points: [], label_hi: '', text_hi: '', sub_points_hi: [] },
    ]);
  });

  it('refuses a point or a sub-point with Hindi and no English, naming the point by its place', () => {
    const items = pointsOf(pointsFromTexts(['', 'One', ''], ['', '', 'तीन']));
    expect(hindiWithoutEnglish(pointsValue(items), 'points')?.errors.points).toEqual([
      'Point 3 has Hindi but no English: write its English text, or remove it.',
    ]);
    expect(hindiWithoutEnglish(pointsFromTexts(['One'], ['एक']), 'points')).toBeNull();
    const fact = pointsFromFacts([{ label: 'Duration', text: '', sub_points: [''], sub_points_hi: ['जून'] }]);
    expect(hindiWithoutEnglish(fact, 'facts', { head: 'Label', sub: true })?.error).toMatch(/^Point 1 /);
    const noLabel = pointsFromFacts([{ label: '', text: 'two months', sub_points: [] }]);
    expect(hindiWithoutEnglish(noLabel, 'facts', { head: 'Label', sub: true })?.error).toMatch(/^Point 1 /);
  });
});
