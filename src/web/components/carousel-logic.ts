// Carousel arithmetic of §2 and §9: how many cards a view shows, whether the buttons work, and
// where previous/next lead (one view at a time, wrapping around).
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants';

export interface PerView {
  desktop: number;
  mobile: number;
}
export const DEFAULT_PER_VIEW: PerView = { desktop: 2, mobile: 1 };

export const perViewAt = (viewportWidth: number, perView: PerView = DEFAULT_PER_VIEW) =>
  viewportWidth <= MOBILE_BREAKPOINT_PX ? perView.mobile : perView.desktop;

export const pageCount = (items: number, perView: number) => Math.max(1, Math.ceil(items / Math.max(1, perView)));

/** Buttons are disabled when every item fits in one view. */
export const buttonsDisabled = (items: number, perView: number) => items <= perView;

export function nextPage(page: number, items: number, perView: number): number {
  const pages = pageCount(items, perView);
  return (page + 1) % pages;
}

export function previousPage(page: number, items: number, perView: number): number {
  const pages = pageCount(items, perView);
  return (page - 1 + pages) % pages;
}

/** The first card a view shows: the last view is aligned to the end, so it is always full. */
export const viewStart = (page: number, items: number, perView: number) => Math.max(0, Math.min(page * perView, items - perView));

/**
 * The view a scroll position belongs to, from the first card in sight. A row scrolled to its end
 * is on the last view even when that view overlaps the one before (odd counts), so Previous from
 * there goes to the view before it and Next wraps to the first.
 */
export function pageAtScroll(firstVisible: number, atEnd: boolean, items: number, perView: number): number {
  const last = pageCount(items, perView) - 1;
  if (atEnd) return last;
  return Math.min(last, Math.round(firstVisible / Math.max(1, perView)));
}
