import { describe, expect, it } from 'vitest';
import { buttonsDisabled, nextPage, pageCount, perViewAt, previousPage } from './carousel-logic';

describe('carousel (§2, §9)', () => {
  it('shows 2 cards per view on desktop and 1 at 980 px or less', () => {
    expect(perViewAt(1280)).toBe(2);
    expect(perViewAt(981)).toBe(2);
    expect(perViewAt(980)).toBe(1);
    expect(perViewAt(360)).toBe(1);
  });
  it('shows 2 volunteer experiences per view on mobile too', () => {
    expect(perViewAt(360, { desktop: 2, mobile: 2 })).toBe(2);
  });
  it('moves one view at a time and wraps around both ways', () => {
    expect(pageCount(5, 2)).toBe(3);
    expect(nextPage(0, 5, 2)).toBe(1);
    expect(nextPage(2, 5, 2)).toBe(0);
    expect(previousPage(0, 5, 2)).toBe(2);
    expect(previousPage(1, 5, 2)).toBe(0);
  });
  it('disables the buttons when every card fits in one view', () => {
    expect(buttonsDisabled(2, 2)).toBe(true);
    expect(buttonsDisabled(1, 2)).toBe(true);
    expect(buttonsDisabled(3, 2)).toBe(false);
    expect(buttonsDisabled(2, 1)).toBe(false);
  });
});
