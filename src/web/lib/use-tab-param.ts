// The selected tab of a page, kept in its address (`?tab=questions`, `?category=doubts`): the one
// hook every tabbed page uses. A tab is a link to its own address, so it works
// before and without JavaScript; with it, choosing a tab replaces the address in place. The first
// key is the default and leaves the parameter out. Other parameters (a list's page or sort) belong
// to the tab they were set on, and go.
import { langPath } from '../paths';
import { useLang } from './app-context';
import { useLocation, useSearchParams } from './router';

export interface TabParam<K extends string> {
  selected: K;
  select(key: K): void;
  /** The address of the page with `key` selected, in the page's language. */
  href(key: K): string;
}

export function useTabParam<K extends string>(keys: readonly K[], param = 'tab'): TabParam<K> {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const lang = useLang();
  const requested = search.get(param) ?? '';
  const selected = (keys as readonly string[]).includes(requested) ? (requested as K) : keys[0]!;
  const query = (key: K): Record<string, string> => (key === keys[0] ? {} : { [param]: key });
  return {
    selected,
    select: (key) => setSearch(query(key), { replace: true, preventScrollReset: true }),
    href: (key) => {
      const q = new URLSearchParams(query(key)).toString();
      return langPath(q ? `${pathname}?${q}` : pathname, lang);
    },
  };
}
