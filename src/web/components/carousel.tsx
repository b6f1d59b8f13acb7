// A row of cards (§2): 2 per view on desktop, 1 at 980 px or less (configurable), 20 px apart.
// Previous/next move one view and wrap around, disabled when everything fits. On a phone the row
// also swipes (scroll snapping, which works before any script has run) and the next card's edge
// shows, so a visitor can see there is more. How many cards a view holds is read from the layout,
// so the buttons follow what the stylesheet shows at every width.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CAROUSEL_GAP_PX } from '../../shared/constants';
import { useMessages } from '../lib/app-context';
import { fill } from '../../shared/messages/fill';
import { buttonsDisabled, DEFAULT_PER_VIEW, nextPage, pageAtScroll, previousPage, viewStart, type PerView } from './carousel-logic';
import './carousel.css';

/** Cards wholly in sight, the first of them, and whether the row is scrolled to its end. */
function measure(el: HTMLElement) {
  const slides = Array.from(el.children) as HTMLElement[];
  const width = slides[0]?.offsetWidth ?? el.clientWidth;
  const visible = Math.max(1, Math.floor((el.clientWidth + CAROUSEL_GAP_PX + 1) / (width + CAROUSEL_GAP_PX)));
  const origin = slides[0]?.offsetLeft ?? 0;
  const found = slides.findIndex((s) => s.offsetLeft - origin >= el.scrollLeft - 2);
  const first = found === -1 ? slides.length - 1 : found;
  const atEnd = el.scrollLeft >= el.scrollWidth - el.clientWidth - 2;
  return { visible, first, atEnd, slides, origin };
}

export function Carousel<T>(props: {
  label: string;
  items: readonly T[];
  itemKey(item: T): string | number;
  renderItem(item: T): ReactNode;
  perView?: PerView;
}) {
  const m = useMessages().web;
  const perView = props.perView ?? DEFAULT_PER_VIEW;
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(perView.desktop);
  const [page, setPage] = useState(0);
  const count = props.items.length;

  const sync = () => {
    const el = track.current;
    // Nothing to read before layout (or without one): keep the desktop count the server rendered.
    if (!el?.clientWidth) return;
    const { visible, first, atEnd } = measure(el);
    setCurrent(visible);
    setPage(pageAtScroll(first, atEnd, count, visible));
  };
  // The view is read back once the row stops moving: read mid-way through a smooth scroll it
  // would undo the view a button just chose, and a second quick click would start from there.
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(sync, 120);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured when the cards change; sync reads them from the layout
  useEffect(() => {
    sync();
    window.addEventListener('resize', sync);
    return () => {
      window.removeEventListener('resize', sync);
      clearTimeout(settle.current);
    };
  }, [count]);

  const go = (target: number) => {
    const el = track.current;
    if (!el) return;
    const { visible, slides, origin } = measure(el);
    const slide = slides[viewStart(target, count, visible)];
    setPage(target);
    if (slide) el.scrollTo({ left: slide.offsetLeft - origin, behavior: 'smooth' });
  };
  const disabled = buttonsDisabled(count, current);
  // Classes, not a style attribute: the page's CSP refuses inline styles in server HTML.
  const className = `carousel carousel--desktop-${perView.desktop} carousel--mobile-${perView.mobile}`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern (a group with a role description), not a form fieldset
    <div className={className} role="group" aria-roledescription="carousel" aria-label={props.label}>
      {/* Focusable so the row can be scrolled with the keyboard on a phone. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above */}
      <div className="carousel__track" ref={track} onScroll={onScroll} tabIndex={0}>
        {props.items.map((item, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern
          <div
            key={props.itemKey(item)}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={fill(m.carousel.slide, { n: i + 1, total: count })}
          >
            {props.renderItem(item)}
          </div>
        ))}
      </div>
      <div className="carousel__buttons">
        {(
          [
            [m.carousel.previous, '‹', previousPage],
            [m.carousel.next, '›', nextPage],
          ] as const
        ).map(([label, arrow, step]) => (
          <button
            key={arrow}
            type="button"
            className="carousel__button"
            aria-label={label}
            disabled={disabled}
            onClick={() => go(step(page, count, current))}
          >
            <span aria-hidden="true">{arrow}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
