import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import type { PageTextField, PageTextPage } from '../../shared/schemas/staff/page-texts';
import { useLang, useMessages } from '../lib/app-context';
import { useSitePart } from '../api/get-site-content';
import { paths } from '../paths';
import { SitePictureImage } from './responsive-image';

/**
 * The heading block of a page, with the breadcrumb Home > {title}; above it, the banner picture
 * staff uploaded (the page's own, else the site-wide one: decision 0033), and its heading and intro
 * line as staff word them.
 */
export function PageBanner(props: { title: string; text?: ReactNode; trail?: { to: string; label: string }[]; page?: PageTextPage }) {
  const { trail = [] } = props;
  const m = useMessages().web;
  const pictures = useSitePart('pictures');
  const banner = (props.page && pictures[`banner_${props.page}`]) || pictures.banner;
  // The heading and intro line as staff word them for this page, in the page's language; else the website's own.
  const own = useSitePart('page_texts');
  const suffix = useLang() === 'hi' ? '_hi' : '';
  const ownText = (part: 'title' | 'intro') => (props.page ? own[`${props.page}_${part}${suffix}` as PageTextField] : undefined);
  const title = ownText('title') || props.title;
  const text = ownText('intro') || props.text;
  return (
    <div className="page-banner">
      {banner ? <SitePictureImage picture={banner} className="page-banner__picture" /> : null}
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
