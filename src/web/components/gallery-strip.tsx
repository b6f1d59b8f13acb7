// The home page's endless gallery strip (§2): the list shown twice so the loop has no seam, each
// picture with an overlay (title, camp, location, year), a fallback for a broken picture.
import type { GalleryItem } from '../../shared/schemas/content';
import { useLang, useMessages } from '../lib/app-context';
import { inLang } from '../../shared/lang-content';
import { yearOf } from '../../shared/dates';
import { ResponsiveImage } from './responsive-image';
import './gallery-strip.css';

const STRIP_HEIGHT = 200;

/** §3: the strip groups items by location, "Unknown" when there is none. */
export function groupByLocation(items: readonly GalleryItem[], unknown: string): { location: string; items: GalleryItem[] }[] {
  const groups = new Map<string, GalleryItem[]>();
  for (const item of items) {
    const location = item.location?.trim() || unknown;
    groups.set(location, [...(groups.get(location) ?? []), item]);
  }
  return [...groups].map(([location, list]) => ({ location, items: list }));
}

function StripItem({ item, location, hidden }: { item: GalleryItem; location: string; hidden: boolean }) {
  const year = item.year ?? yearOf(item.date);
  const title = item.title;
  const width = Math.round((STRIP_HEIGHT * (item.width || 4)) / (item.height || 3));
  return (
    <li className="gallery-strip__item" aria-hidden={hidden || undefined}>
      <figure>
        <ResponsiveImage
          src={item.image_url}
          variants={item.variants}
          alt={hidden ? '' : title || item.camp_name}
          width={width}
          height={STRIP_HEIGHT}
          sizes={`${width}px`}
        />
        <figcaption className="gallery-strip__overlay">
          {title ? <strong>{title}</strong> : null}
          <span>{item.camp_name}</span>
          <span>
            {location}
            {year ? `, ${year}` : ''}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

export function GalleryStrip({ items }: { items: readonly GalleryItem[] }) {
  const m = useMessages();
  // Title, camp and location in the page's language (each falls back to its English).
  const shown = inLang(items, useLang());
  if (shown.length === 0) return <p className="status">{m.lists.noGallery}</p>;
  const ordered = groupByLocation(shown, m.web.gallery.unknown).flatMap((g) => g.items.map((item) => ({ item, location: g.location })));
  return (
    <div className="gallery-strip">
      <ul className="gallery-strip__track">
        {[false, true].map((copy) =>
          ordered.map(({ item, location }) => <StripItem key={`${copy}-${item.id}`} item={item} location={location} hidden={copy} />),
        )}
      </ul>
    </div>
  );
}
