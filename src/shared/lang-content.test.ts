import { describe, expect, it } from 'vitest';
import { inLang, localizedList } from './lang-content';

describe('localizedList', () => {
  it('takes each Hindi item where it is filled, the English item where not', () => {
    const row = { points: ['One', 'Two', 'Three'], points_hi: ['एक', '', '  '] };
    expect(localizedList(row, 'points', 'hi')).toEqual(['एक', 'Two', 'Three']);
    expect(localizedList(row, 'points', 'en')).toEqual(['One', 'Two', 'Three']);
    // A Hindi list longer than the English one adds nothing; a missing one is no Hindi.
    expect(localizedList({ points: ['One'], points_hi: ['एक', 'दो'] }, 'points', 'hi')).toEqual(['एक']);
    expect(localizedList({ points: ['One'] }, 'points', 'hi')).toEqual(['One']);
  });
});

describe('inLang', () => {
  const content = {
    settings: { name: 'Hill Camps', name_hi: 'हिल कैंप्स', tagline: 'Young minds', tagline_hi: null, donate_url: 'https://d.test' },
    programs: [
      {
        id: 1,
        title: 'Coaching',
        title_hi: 'कोचिंग',
        facts: [{ label: 'Schedule', label_hi: null, sub_points: ['Classes', 'Tests'], sub_points_hi: ['कक्षाएँ'] }],
        image: { url: 'https://api.test/p.jpg', variants: [] },
      },
    ],
  };

  it('puts every text of the content in Hindi field by field, through its lists, keeping the rest', () => {
    const hindi = inLang(content, 'hi');
    expect(hindi.settings).toMatchObject({ name: 'हिल कैंप्स', tagline: 'Young minds', donate_url: 'https://d.test' });
    expect(hindi.programs[0]).toMatchObject({ id: 1, title: 'कोचिंग', image: { url: 'https://api.test/p.jpg', variants: [] } });
    expect(hindi.programs[0]!.facts[0]).toMatchObject({ label: 'Schedule', sub_points: ['कक्षाएँ', 'Tests'] });
    // The English content is left as it was.
    expect(content.settings.name).toBe('Hill Camps');
  });

  it('gives English content back unchanged', () => {
    expect(inLang(content, 'en')).toBe(content);
  });
});
