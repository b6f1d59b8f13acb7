// A route's page, loaded as its own chunk. Once preloaded (the server does it before rendering,
// the browser before hydrating) it renders at once instead of suspending.
//
// A page may load parts of its own later (a tab few visitors open, decision 0005): it exports
// `ready(search)`, which loads the parts the address shows. The browser passes its query string, so
// only a part the first render shows is loaded before hydration; the server passes none and gets
// every part, since it renders whatever the address asks for.
import { lazy, useState, type ComponentType } from 'react';

type PageModule = { default: ComponentType; ready?: (search?: URLSearchParams) => Promise<unknown> | undefined };

export interface LazyPage {
  Component: ComponentType;
  /** Loads the page and the parts of it `search` shows (all of them without `search`). */
  preload(search?: URLSearchParams): Promise<void>;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<PageModule> | null = null;
  const preload = async (search?: URLSearchParams) => {
    pending ??= load().then((m) => {
      loaded = m.default;
      return m;
    });
    await (await pending).ready?.(search);
  };
  const Lazy = lazy(async () => {
    await preload(new URLSearchParams());
    return { default: loaded! };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: one page component per route, made once when the routes are declared
  function Page() {
    // Decided once per mount so a page never switches element type (and loses its state).
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct /> : <Lazy />;
  }
  return { Component: Page, preload };
}
