// Pages of a public list (decision 0010): Previous / Next links under the list, driven by the API's
// X-Total-Count. The page lives in the query string (`?page=2`, or its own name when a screen has
// several lists), so a link or a reload shows the same page; other query parameters are kept.
import { Link, useLocation } from '../lib/router';
import { useMessages } from '../lib/app-context';
import { fill } from '../../shared/messages/fill';
import { pageFrom, PUBLIC_PAGE_SIZE } from '../api/public-page';
import './pager.css';

/** The page number `param` asks for: a whole number from 1, else 1. */
export function usePageParam(param = 'page'): number {
  const { search } = useLocation();
  return pageFrom(new URLSearchParams(search), param);
}

export const pageCount = (total: number, pageSize = PUBLIC_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));

export function Pager(props: {
  /** The list's name, for the navigation's label. */
  list: string;
  param?: string;
  page: number;
  total: number;
  pageSize?: number;
  /** The id of the list's section, so that the new page opens at the list. */
  anchor?: string;
}) {
  const m = useMessages().web.pager;
  const { search } = useLocation();
  const param = props.param ?? 'page';
  const pages = pageCount(props.total, props.pageSize);
  if (pages <= 1 && props.page <= 1) return null;
  const to = (page: number) => {
    const next = new URLSearchParams(search);
    if (page <= 1) next.delete(param);
    else next.set(param, String(page));
    const query = next.toString();
    return { search: query ? `?${query}` : '', hash: props.anchor ? `#${props.anchor}` : '' };
  };
  return (
    <nav className="pager" aria-label={fill(m.label, { list: props.list })}>
      {props.page > 1 ? (
        <Link to={to(Math.min(props.page - 1, pages))} className="button button--outline button--small" rel="prev">
          {m.previous}
        </Link>
      ) : null}
      <span className="pager__position">{fill(m.position, { page: props.page, pages: Math.max(pages, props.page) })}</span>
      {props.page < pages ? (
        <Link to={to(props.page + 1)} className="button button--outline button--small" rel="next">
          {m.next}
        </Link>
      ) : null}
    </nav>
  );
}
