// A row of cards (§2): 2 per view on desktop, 1 at 980 px or less (configurable), 20 px apart.
// On desktop previous/next move one view and wrap around, disabled when everything fits; on a
// phone there are no buttons and the row is swiped (scroll snapping), which also works before
// any script has run.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CAROUSEL_GAP_PX, MOBILE_BREAKPOINT_PX } from '../../shared/constants';
import { useMessages } from '../app/app-context';
import { fill } from '../../shared/messages/fill';
import { buttonsDisabled, DEFAULT_PER_VIEW, nextPage, previousPage, type PerView } from './carousel-logic';
import './carousel.css';

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
  const [mobile, setMobile] = useState(false);
  const [page, setPage] = useState(0);
  const current = mobile ? perView.mobile : perView.desktop;
  const count = props.items.length;

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const go = (target: number) => {
    const el = track.current;
    if (!el) return;
    setPage(target);
    el.scrollTo({ left: target * (el.clientWidth + CAROUSEL_GAP_PX), behavior: 'smooth' });
  };
  const onScroll = () => {
    const el = track.current;
    if (el) setPage(Math.round(el.scrollLeft / (el.clientWidth + CAROUSEL_GAP_PX)));
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
        <button
          type="button"
          className="carousel__button"
          aria-label={m.carousel.previous}
          disabled={disabled}
          onClick={() => go(previousPage(page, count, current))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="carousel__button"
          aria-label={m.carousel.next}
          disabled={disabled}
          onClick={() => go(nextPage(page, count, current))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
