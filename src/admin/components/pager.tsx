// Previous / "Page x of y" / Next under a list; the buttons only when there is more than one page.
import type { ReactNode } from 'react';
import { m } from '../lib/messages';
import './pager.css';

export function Pager({
  page,
  pages,
  onPageChange,
  children,
}: {
  page: number;
  pages: number;
  onPageChange(page: number): void;
  children: ReactNode;
}) {
  return (
    <nav className="pager" aria-label={m.table.pagination}>
      {pages > 1 && (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {m.table.previous}
        </button>
      )}
      <span className="pager__text">{children}</span>
      {pages > 1 && (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          {m.table.next}
        </button>
      )}
    </nav>
  );
}
