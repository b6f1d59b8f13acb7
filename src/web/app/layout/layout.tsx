// The common frame of §2: skip link, header, connection banner, the page, footer.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { useSitePart } from '../../api/get-site-content';
import { useLang, useMessages } from '../../lib/app-context';
import { documentTitle } from '../../lib/page-title';
import { matchPageRoute } from '../routes';
import { ConnectionBanner } from './connection-banner';
import { Footer } from './footer';
import { Header } from './header';

/** After a client-side navigation: the title, the scroll position (or the #section), and focus. */
function useNavigationEffects() {
  const { pathname, hash } = useLocation();
  const m = useMessages();
  const client = useQueryClient();
  const siteName = useSitePart('settings').name;
  const lang = useLang();
  const first = useRef(true);
  useEffect(() => {
    const match = matchPageRoute(pathname);
    if (match) document.title = documentTitle(siteName, match.route.title(m, { client, params: match.params, lang }));
    const isFirst = first.current;
    first.current = false;
    if (hash) {
      // The section may belong to a page chunk still loading: look for it for a few seconds.
      let tries = 0;
      const timer = window.setInterval(() => {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (target || ++tries > 40) window.clearInterval(timer);
        target?.scrollIntoView();
      }, 100);
      return () => window.clearInterval(timer);
    }
    if (!isFirst) {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    return undefined;
  }, [pathname, hash, m, client, siteName, lang]);
}

export function Layout({ children }: { children: ReactNode }) {
  const m = useMessages().web;
  useNavigationEffects();
  return (
    <>
      <a href="#main" className="skip-link">
        {m.skipToContent}
      </a>
      <Header />
      <ConnectionBanner />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="container page-loading">{m.loadingPage}</p>}>{children}</Suspense>
      </main>
      <Footer />
    </>
  );
}
