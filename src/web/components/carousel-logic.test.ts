import { describe, expect, it } from 'vitest';
import { buttonsDisabled, nextPage, pageAtScroll, pageCount, perViewAt, previousPage, viewStart } from './carousel-logic';

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
  // What the row does: go to a view, scroll to its first card, and read the view back from where it landed.
  const land = (page: number, items: number, perView: number) => {
    const first = viewStart(page, items, perView);
    return pageAtScroll(first, first >= items - perView, items, perView);
  };
  for (let perView = 1; perView <= 2; perView++) {
    for (let items = 1; items <= 11; items++) {
      const pages = pageCount(items, perView);
      it(`with ${items} cards, ${perView} per view: Next visits every view once and wraps, Previous retraces it`, () => {
        const forward = [0];
        for (let i = 0; i < pages; i++) forward.push(land(nextPage(forward.at(-1)!, items, perView), items, perView));
        expect(forward).toEqual([...Array.from({ length: pages }, (_, i) => i), 0]);
        const backward = [0];
        for (let i = 0; i < pages; i++) backward.push(land(previousPage(backward.at(-1)!, items, perView), items, perView));
        expect(backward).toEqual([0, ...Array.from({ length: pages - 1 }, (_, i) => pages - 1 - i), 0]);
        // Every card is seen, and the last view ends on the last card.
        const seen = new Set(
          forward.flatMap((p) => Array.from({ length: Math.min(perView, items) }, (_, k) => viewStart(p, items, perView) + k)),
        );
        expect(seen.size).toBe(items);
        expect(viewStart(pages - 1, items, perView) + Math.min(perView, items)).toBe(items);
      });
    }
  }
});
