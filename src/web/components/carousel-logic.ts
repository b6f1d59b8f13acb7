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
