import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { useMessages } from '../lib/app-context';
import { paths } from '../paths';

/** The heading block of a page, with the breadcrumb Home > {title}. */
export function PageBanner({ title, text, trail = [] }: { title: string; text?: ReactNode; trail?: { to: string; label: string }[] }) {
  const m = useMessages().web;
  return (
    <div className="page-banner">
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
