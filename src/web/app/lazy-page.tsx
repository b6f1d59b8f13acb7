// A route's page, loaded as its own chunk. Once preloaded (the server does it before rendering,
// the browser before hydrating) it renders at once instead of suspending.
import { lazy, useState, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  Component: ComponentType;
  preload(): Promise<void>;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(async () => {
    await preload();
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
