// What every console component may ask for: the API client and the session store.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ConsoleApi } from '../api/api-client';
import type { SessionSnapshot, SessionStore } from '../api/session-store';

interface Services {
  api: ConsoleApi;
  session: SessionStore;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider(props: Services & { children: ReactNode }) {
  return <ServicesContext value={{ api: props.api, session: props.session }}>{props.children}</ServicesContext>;
}

/** A context's value: a hook used outside its provider is a mistake to stop at once. */
export function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} is used outside its provider`);
  return value;
}

const useServices = () => required(useContext(ServicesContext), 'useServices');

export const useApi = () => useServices().api;
export const useSessionStore = () => useServices().session;

/** The stored token and username, re-rendering when they change (login, logout, a 401). */
export function useSession(): SessionSnapshot {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
