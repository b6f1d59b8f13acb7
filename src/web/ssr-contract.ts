// What the web server and the server renderer (dist/server/entry-server.js) agree on.
import type { Fetcher } from './api/api-client';
import type { Lang } from '../shared/lang';
import type { AppConfig, Messages } from './app/app-context';

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  config: AppConfig;
  /** How the renderer reaches the API (in-process on the server). */
  fetch: Fetcher;
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      html: string;
      title: string;
      description: string;
      /** The page's own path (no query), with its language's prefix: its canonical address on the site's origin. */
      path: string;
      /** The page's language: its <html lang>. */
      lang: Lang;
      /** The event the page announces, if it has a date (for its schema.org Event). */
      event?: PageEvent;
      /** The page's source module, as the client build manifest names it. */
      module: string;
      /** JSON of the page's data and configuration, for the client to hydrate from. */
      data: string;
      /** The site settings the page's head and policy need (staff keep them, decision 0013). */
      site: SiteHead;
    };

export interface SiteHead {
  name: string;
  shortName: string;
  tagline: string;
  email: string;
  phone: string;
  /** The postal address, one line per line. */
  address: string;
  /** The donation form's target: the page's form-action allows its origin. */
  donateUrl: string;
}

export interface PageEvent {
  name: string;
  description: string;
  /** ISO timestamp. */
  startDate: string;
  venue: string | null;
}

export type Render = (request: RenderRequest) => Promise<RenderResult>;

/** Id of the JSON data block in the page. */
export const APP_DATA_ID = 'app-data';

export interface AppData {
  config: AppConfig;
  state: unknown;
  /** The page's texts when its language is not English (which the entry script carries): decision 0021. */
  messages?: Messages;
}
