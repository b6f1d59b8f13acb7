// What every component may ask for: the runtime configuration, the API client and the messages.
import { createContext, useContext, type ReactNode } from 'react';
import type { WebsiteMessages as Messages } from '../../shared/messages/en-website';
import type { ApiClient } from '../api/api-client';
import { DEFAULT_LANG, type Lang } from '../../shared/lang';

export interface AppConfig {
  /** The API's public origin (PUBLIC_API_URL). */
  apiUrl: string;
  /** When the server rendered the page (ISO): the "now" of the first render on both sides. */
  renderedAt: string;
  /** The page's language (issue 16); English when absent. */
  lang?: Lang;
  /** Pages with forms: the visitor's CSRF token and a key for the next submission, for the plain forms (0023). */
  formToken?: string;
  formKey?: string;
}

const ConfigContext = createContext<AppConfig | null>(null);
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
/** The page's language, for staff-given texts (`localized`) and dates. */
export const useLang = (): Lang => useConfig().lang ?? DEFAULT_LANG;
