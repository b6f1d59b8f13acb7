// Server renderer: the page of a URL as HTML with its data already fetched, plus that data for
// the browser to hydrate from without fetching it again.
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from './lib/router';
import { privacy } from '../shared/messages/en-privacy';
import { websiteMessages } from '../shared/messages/en-website';
import { hindiSite } from './hindi/hindi-site';
import { hindiApply } from './hindi/hindi-apply';
import { needsApplyPart } from './hindi/parts';
import { type Messages, PostedContext } from './lib/app-context';
import { createApiClient } from './api/api-client';
import { NO_SITE_CONTENT, SITE_PARTS, type SitePart, SitePartsShown, sitePartQuery, withSiteName } from './api/get-site-content';
import { inLang } from '../shared/lang-content';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { documentTitle } from './lib/page-title';
import { matchPageRoute } from './app/routes';
import { routeData } from './app/route-data';
import { jsonForScript } from './json-for-script';
import { postedView } from './app/posted-view';
import { langPath, paths, sectionRedirect, splitLangPath } from './paths';
import type { AppData, Render, SiteHead } from './ssr-contract';
import type { SiteContent } from '../shared/schemas/staff/site-content';

// The server has every part of the catalogue (the head's descriptions of the privacy pages read it).
const en: Messages = { ...websiteMessages, privacy };
// A Hindi page's texts: the same files the browser loads (src/web/hindi), so both render alike.
const hindiWithApply: Messages = { ...hindiSite, ...hindiApply };

export const render: Render = async ({ url, config: serverConfig, fetch, posted }) => {
  const { pathname, search, searchParams } = new URL(url, 'http://localhost');
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // /hi/… is the same page as /… in Hindi (decision 0021): the routes below see the site path.
  const { lang, path } = splitLangPath(trimmed);
  const section = sectionRedirect(path);
  if (section) return { kind: 'redirect', location: langPath(section, lang) };
  const match = matchPageRoute(path);
  // An unknown path goes to the home page of its language.
  if (!match) return { kind: 'redirect', location: langPath(paths.home, lang) };
  const served = routeData[match.route.path] ?? {};
  // A page that exists in English only (the console's placeholders) at its English address.
  const translated = langPath(path, 'hi') !== path;
  if (lang !== 'en' && !translated) return { kind: 'redirect', location: path + search };
  if (trimmed !== pathname) return { kind: 'redirect', location: trimmed + search };

  const config = { ...serverConfig, lang };
  const messages = lang !== 'hi' ? en : needsApplyPart(match.route.module) ? hindiWithApply : hindiSite;
  const api = createApiClient({ baseUrl: config.apiUrl, fetch });
  const queryClient = createQueryClient(true);
  // The trust's content is one reply, kept as parts; the page's data carries the parts it shows.
  await Promise.all([
    ...SITE_PARTS.map((part) => queryClient.prefetchQuery(sitePartQuery(api, part))),
    ...(served.prefetch?.(queryClient, api, match.params, searchParams) ?? []),
    // Every part of the page: the server renders whichever the address asks for.
    match.route.page.preload(),
  ]);
  // The head's texts in the page's language, as the page shows them (decision 0021).
  const settings = inLang(
    withSiteName(queryClient.getQueryData(sitePartQuery(api, 'settings').queryKey) ?? NO_SITE_CONTENT.settings, config.siteHost),
    lang,
  );
  const pictures = queryClient.getQueryData(sitePartQuery(api, 'pictures').queryKey) ?? NO_SITE_CONTENT.pictures;
  const shown = new Set<SitePart>();

  const html = renderToString(
    <StaticRouter location={url}>
      <SitePartsShown value={shown}>
        <PostedContext value={posted ? postedView(posted, messages) : null}>
          <App config={config} api={api} queryClient={queryClient} messages={messages} />
        </PostedContext>
      </SitePartsShown>
    </StaticRouter>,
  );
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.queryKey[0] === 'announcement' && q.state.status === 'success' && q.state.data === null);
  const data: AppData = {
    config,
    // Failed queries go along too, so the browser's first render shows what the server showed. Of
    // the trust's content, only the parts the page showed.
    state: dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => q.queryKey[0] !== 'site-content' || shown.has(q.queryKey[1] as SitePart),
    }),
  };
  const pageData = { client: queryClient, params: match.params, lang };
  const title = documentTitle(settings.name, match.route.title(messages, pageData));
  // The page's own description, else the site's (staff keep it, in the page's language), else its
  // tagline; none at all leaves the description tags out.
  const description = served.description?.(messages, pageData) || settings.description || settings.tagline;
  const event = served.event?.(pageData);
  queryClient.clear();
  return {
    kind: 'page',
    status: missing ? 404 : 200,
    html,
    title,
    description,
    path: trimmed,
    lang,
    ...(event ? { event } : {}),
    module: match.route.module,
    data: jsonForScript(data),
    site: {
      name: settings.name,
      shortName: settings.short_name,
      tagline: settings.tagline,
      description: settings.description,
      email: settings.contact_email,
      phone: settings.contact_phone,
      address: settings.contact_address,
      donateUrl: settings.donate_url,
      ...headPictures(pictures),
    },
  };
};

/** The favicon and the share picture staff uploaded, for the page's head (decision 0033). */
function headPictures(pictures: SiteContent['pictures']): Pick<SiteHead, 'favicon' | 'shareImage'> {
  const { favicon, share } = pictures;
  return {
    ...(favicon ? { favicon: favicon.url } : {}),
    ...(share ? { shareImage: { url: share.url, width: share.width, height: share.height, type: 'image/jpeg' } } : {}),
  };
}
