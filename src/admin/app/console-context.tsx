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

function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('console services are used outside ServicesProvider');
  return services;
}

export const useApi = () => useServices().api;
export const useSessionStore = () => useServices().session;

/** The stored token and username, re-rendering when they change (login, logout, a 401). */
export function useSession(): SessionSnapshot {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
