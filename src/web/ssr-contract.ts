// What the web server and the server renderer (dist/server/entry-server.js) agree on.
import type { DonationOffer } from '../shared/schemas/donations';
import type { Fetcher } from './api/api-client';
import type { Lang } from '../shared/lang';
import type { AppConfig } from './lib/app-context';
import type { validation } from '../shared/messages/en-website';
import type { SlotCoordinatorDetails } from '../shared/schemas/staff/slot-coordinators';
import type { AccessSummaryView, HeldConsentView } from '../shared/schemas/privacy';
import type { DonorStatementView } from '../shared/schemas/donor-statement';

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  config: AppConfig;
  /** How the renderer reaches the API (in-process on the server). */
  fetch: Fetcher;
  /** A plain form's post, or a visitor's state kept in a cookie, to show in the page (0023). */
  posted?: PostedState;
}

/**
 * What went wrong with a plain form's post, as the page puts it in its language: a §5 message, the
 * API's refusal (status 0: no reply) as the page's script would tell it, or the code's state.
 */
export type PostedError =
  | { validation: keyof typeof validation }
  | { status: number; body?: unknown; retryAfter?: number | null }
  | { code: 'codeFormat' | 'codeExpired' | 'tooManyTries' | 'wrongCode'; left?: number }
  | { donation: 'declarationRequired' | 'startFailed' };

export interface PostedState {
  form?: {
    /** The form (`_form`), e.g. `volunteer`, `donate`, `slot-code`. */
    kind: string;
    /** What was typed (never a code or a token). */
    values: Record<string, string>;
    error?: PostedError;
    /** A line that is not an error, from the slot coordinators' texts. */
    info?: 'sentAgain' | 'signedOut' | 'sessionEnded';
    /** It was stored: the page after Post/Redirect/Get, with its success line. */
    sent?: boolean;
    /** The fields the check found at fault. */
    fields?: string[];
    /** The submission's Idempotency-Key, kept for the next send of the same form. */
    key?: string;
  };
  /** The partner form in the page, as a link asked for it (`?interest=3`, `general`; '' for none). */
  partnerInterest?: string;
  /** The donation's second step (decision 0037): what the API offered for the amount and declaration posted. */
  donation?: DonationOffer;
  /** Withdrawal's steps after the first (decision 0034): the code, then the consents it proves. */
  withdraw?: WithdrawState;
  /** The rights desk's steps after the first (decision 0034): the code, the request, the ticket or the summary. */
  request?: RightsState;
  /** The donor statement's steps after the first (decision 0037): the code, then a year's receipts. */
  statement?: StatementState;
  /** A slot coordinator signed in without JavaScript (session in a cookie): their page. */
  slots?: {
    camp: { details: SlotCoordinatorDetails; slots: SlotOption[]; departments: DepartmentOption[] } | null;
    saved: boolean;
    error?: PostedError;
  };
}

export type WithdrawState =
  | { step: 'code'; error?: string }
  | { step: 'list'; consents: HeldConsentView[]; withdrawn: boolean; error?: string };

export type StatementState = { step: 'code'; error?: string } | { step: 'list'; statement: DonorStatementView; error?: string };

export type RightsState =
  | { step: 'code'; error?: string }
  | { step: 'form'; error?: string; values?: { kind: string; details: string } }
  | { step: 'filed'; ticket: { id: number; kind: string; due_at: string } }
  | { step: 'summary'; summary: AccessSummaryView };

export type SlotOption = SlotCoordinatorDetails['preferences']['slots'][number];
export type DepartmentOption = SlotCoordinatorDetails['preferences']['departments'][number];

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
  /** What the site is about (search results, share cards): '' for none. */
  description: string;
  email: string;
  phone: string;
  /** The postal address, one line per line. */
  address: string;
  /** The donation form's target: the page's form-action allows its origin. */
  donateUrl: string;
  /** The pictures staff uploaded for the head (decision 0033): absolute URLs; none, the built-in ones. */
  favicon?: string;
  shareImage?: { url: string; width: number; height: number; type: string };
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
}
