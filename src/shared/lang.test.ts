import { describe, expect, it } from 'vitest';
import { isLang, localized } from './lang';

describe('localized', () => {
  const row = { title: 'Screening test', title_hi: 'स्क्रीनिंग परीक्षा', text: 'Bring a pen', text_hi: '  ' };

  it('gives the Hindi text where staff filled it, and English otherwise, field by field', () => {
    expect(localized(row, 'title', 'hi')).toBe('स्क्रीनिंग परीक्षा');
    expect(localized(row, 'text', 'hi')).toBe('Bring a pen');
    expect(localized(row, 'title', 'en')).toBe('Screening test');
  });

  it('gives an empty string for a missing text', () => {
    expect(localized({ title: null as string | null }, 'title', 'hi')).toBe('');
  });

  it('knows the two languages only', () => {
    expect(isLang('hi')).toBe(true);
    expect(isLang('fr')).toBe(false);
  });
});
