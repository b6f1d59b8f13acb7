// The title of a console screen (also the document title) and its main actions.
import { useEffect, type ReactNode } from 'react';
import { fill, m } from '../lib/messages';
import './page-header.css';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = fill(m.pageTitle, { page: title });
  }, [title]);
}

export function PageHeader({ title, intro, actions }: { title: string; intro?: string | undefined; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        {intro && <p className="page-header__intro">{intro}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </div>
  );
}

/** A polite message after something worked ("Saved."), read out when it appears. */
export function StatusNotice({ message }: { message: string | null | undefined }) {
  return (
    <div role="status" className="status-region">
      {message ? <p className="notice notice--success">{message}</p> : null}
    </div>
  );
}
