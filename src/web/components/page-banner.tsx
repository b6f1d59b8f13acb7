import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { useMessages } from '../lib/app-context';
import { useSitePart } from '../api/get-site-content';
import { paths } from '../paths';
import { ResponsiveImage } from './responsive-image';

/** The heading block of a page, with the breadcrumb Home > {title}; above it, the banner picture staff uploaded (issue 30). */
export function PageBanner({ title, text, trail = [] }: { title: string; text?: ReactNode; trail?: { to: string; label: string }[] }) {
  const m = useMessages().web;
  const banner = useSitePart('pictures').banner;
  return (
    <div className="page-banner">
      {banner ? (
        <ResponsiveImage
          src={banner.url}
          variants={banner.variants}
          alt=""
          width={1800}
          height={360}
          sizes="100vw"
          eager
          className="page-banner__picture"
        />
      ) : null}
      <div className="container">
        <nav aria-label={m.breadcrumb} className="breadcrumb">
          <ol>
            <li>
              <Link to={paths.home}>{m.nav.home}</Link>
            </li>
            {trail.map((t) => (
              <li key={t.to}>
                <Link to={t.to}>{t.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1>{title}</h1>
        {text ? <p>{text}</p> : null}
      </div>
    </div>
  );
}
