// What every component may ask for: the runtime configuration, the API client and the messages.
import { createContext, useContext, type ReactNode } from 'react';
import type { DonationMessages } from '../../shared/messages/en-donations';
import type { PrivacyMessages } from '../../shared/messages/en-privacy';
import type { DonorStatementMessages } from '../../shared/messages/en-donor-statement';
import type { SlotCoordinatorMessages } from '../../shared/messages/en-slot-coordinators';
import type { StudentApplicationMessages } from '../../shared/messages/en-student-applications';
import type { StudentPipelineMessages } from '../../shared/messages/en-student-pipeline';
import type { WebsiteMessages } from '../../shared/messages/en-website';
import type { PostedForm, PostedView } from './posted';
import type { ApiClient } from '../api/api-client';
import { DEFAULT_LANG, type Lang } from '../../shared/lang';

export interface AppConfig {
  /** The API's public origin (PUBLIC_API_URL). */
  apiUrl: string;
  /** When the server rendered the page (ISO): the "now" of the first render on both sides. */
  renderedAt: string;
  /** The page's language (decision 0021); English when absent. */
  lang?: Lang;
  /** The website's host name (from WEB_ORIGIN): the site's name until staff give one (decision 0030). */
  siteHost?: string;
}

/**
 * The texts a page shows: the website's catalogue in the page's language, and in a language other
 * than English also the slot coordinators' page's own texts (in English that page's chunk carries them).
 */
/** The website's catalogue; a few parts of a language other than English come in the page's data, with the rest (their English is in their own chunks). */
export type Messages = WebsiteMessages & {
  slotCoordinators?: SlotCoordinatorMessages;
  privacy?: PrivacyMessages;
  /** The application pages' texts, in a Hindi /apply page's data only. */
  studentApplications?: StudentApplicationMessages;
  donations?: DonationMessages;
  /** The donor statement's texts, in a Hindi statement page's data only. */
  donorStatement?: DonorStatementMessages;
  studentPipeline?: StudentPipelineMessages;
};

const ConfigContext = createContext<AppConfig | null>(null);
/** The answer to a plain form's post (docs/decisions/0023): set by the server renderer only. */
export const PostedContext = createContext<PostedView | null>(null);
const ApiContext = createContext<ApiClient | null>(null);
const MessagesContext = createContext<Messages | null>(null);

export function AppContextProvider(props: { config: AppConfig; api: ApiClient; messages: Messages; children: ReactNode }) {
  return (
    <ConfigContext value={props.config}>
      <ApiContext value={props.api}>
        <MessagesContext value={props.messages}>{props.children}</MessagesContext>
      </ApiContext>
    </ConfigContext>
  );
}

/** A context's value: a hook used outside its provider is a mistake to stop at once. */
export function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} is used outside its provider`);
  return value;
}

export const useConfig = () => required(useContext(ConfigContext), 'useConfig');
export const useApi = () => required(useContext(ApiContext), 'useApi');
/** The one way components read texts, so another language is a different catalogue, not a code change. */
export const useMessages = () => required(useContext(MessagesContext), 'useMessages');
/** The posted form of this kind, when the page answers its post (server rendering only). */
export function usePosted(kind: string): PostedForm | undefined {
  const form = useContext(PostedContext)?.form;
  return form?.kind === kind ? form : undefined;
}
export const usePostedView = () => useContext(PostedContext)?.views;
/** The donation's second step a plain post reached (decision 0037). */
export const usePostedDonation = () => useContext(PostedContext)?.donation;
/** The page's language, for staff-given texts (`localized`) and dates. */
export const useLang = (): Lang => useConfig().lang ?? DEFAULT_LANG;
