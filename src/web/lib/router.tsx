// A small client router with the subset of React Router's API this site uses (Link, NavLink,
// Navigate, useLocation, useNavigate, useParams, useSearchParams, matchPath).
//
// Why not React Router itself: measured on this build, React 19 alone is 67.5 KB of gzipped
// JavaScript and React Router 7 another 13.9 KB, which put the shell over the 100 KB per-route
// budget before any page code; this module costs about 1.5 KB. See docs/decisions.
//
// A page's language lives in its URL (/hi/… for Hindi, decision 0021). The router hides it, the way
// React Router's basename does: the location it gives is the site path ('/about-us' on
// /hi/about-us), and every Link and navigation puts the page's language back, so no component
// writes /hi itself.
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Lang } from '../../shared/lang';
import { isDocumentPage, langPath, splitLangPath } from '../paths';
import { required } from './app-context';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** "default" for the page the visitor landed on; another value after a client-side navigation. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}
export type To = string | { pathname?: string; search?: string; hash?: string };

interface RouterValue {
  location: Location;
  /** The language of the URL, which every link and navigation keeps. */
  lang: Lang;
  navigate(to: To | number, options?: NavigateOptions): void;
}

const RouterContext = createContext<RouterValue | null>(null);
const ParamsContext = createContext<Record<string, string | undefined>>({});

function parseTo(to: To, base: Location): { pathname: string; search: string; hash: string } {
  if (typeof to !== 'string') return { pathname: to.pathname ?? base.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  const url = new URL(to, `http://x${base.pathname}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
export const href = (to: To, base: Location) => {
  const p = parseTo(to, base);
  return p.pathname + p.search + p.hash;
};

// The browser's history as an external store: one snapshot per history entry.
let snapshot: Location | null = null;
const listeners = new Set<() => void>();
function readBrowserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state ?? {}) as { usr?: unknown; key?: string };
  return { pathname: splitLangPath(pathname).path, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
}
function browserSnapshot(): Location {
  // biome-ignore lint/suspicious/noAssignInExpressions: read once, then kept until the next navigation
  return (snapshot ??= readBrowserLocation());
}
function notify() {
  snapshot = readBrowserLocation();
  for (const l of listeners) l();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(subscribe, browserSnapshot, browserSnapshot);
  const value = useMemo<RouterValue>(() => {
    const lang = splitLangPath(window.location.pathname).lang;
    return {
      location,
      lang,
      navigate(to, options = {}) {
        if (typeof to === 'number') {
          window.history.go(to);
          return;
        }
        const target = langPath(href(to, location), lang);
        const next = parseTo(to, location).pathname;
        if (next !== location.pathname && isDocumentPage(next)) {
          window.location.assign(target);
          return;
        }
        const entry = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10) };
        if (options.replace) window.history.replaceState(entry, '', target);
        else window.history.pushState(entry, '', target);
        startTransition(notify);
      },
    };
  }, [location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** The server's router: one fixed location; navigation is not possible. */
export function StaticRouter({ location: url, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(() => {
    const parsed = new URL(url, 'http://x');
    const { lang, path } = splitLangPath(parsed.pathname);
    return {
      location: { pathname: path, search: parsed.search, hash: '', state: null, key: 'default' },
      lang,
      navigate() {},
    };
  }, [url]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

const useRouter = () => required(useContext(RouterContext), 'useRouter');
export const useLocation = () => useRouter().location;
export const useNavigate = () => useRouter().navigate;
export const useParams = () => useContext(ParamsContext);

export function useSearchParams(): [URLSearchParams, (next: Record<string, string>, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = (next: Record<string, string>, options?: NavigateOptions) => {
    const search = new URLSearchParams(next).toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: '' }, options);
  };
  return [params, set];
}

/** `/announcement/:id` against a path: the params, or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const match = new RegExp(`^${source}/?$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
}

/** Renders `children` with the params of the route that matched. */
export function RouteParams({ params, children }: { params: Record<string, string | undefined>; children: ReactNode }) {
  return <ParamsContext value={params}>{children}</ParamsContext>;
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; state?: unknown; replace?: boolean };

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export function Link({ to, state, replace, onClick, target, ...rest }: LinkProps) {
  const { location, lang, navigate } = useRouter();
  const url = langPath(href(to, location), lang);
  return (
    <a
      {...rest}
      href={url}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to, { state, replace });
      }}
    />
  );
}

/** A link that says `aria-current="page"` when it leads to the current page. */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const { location } = useRouter();
  const target = parseTo(props.to, location).pathname;
  const active =
    end || target === '/' ? location.pathname === target : location.pathname === target || location.pathname.startsWith(`${target}/`);
  return <Link {...props} aria-current={active ? 'page' : undefined} />;
}
