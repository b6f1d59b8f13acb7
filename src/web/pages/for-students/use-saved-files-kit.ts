// Loads the saved-files chunk once the page runs in a browser that can keep files (the Cache API):
// the server renders none of it, and the route's bundle carries only these lines.
import { useEffect, useState } from 'react';

export type SavedFilesKit = typeof import('./saved-files-kit');

let loading: Promise<SavedFilesKit> | undefined;

export function useSavedFilesKit(): SavedFilesKit | null {
  const [kit, setKit] = useState<SavedFilesKit | null>(null);
  useEffect(() => {
    if (typeof caches === 'undefined') return;
    let live = true;
    loading ??= import('./saved-files-kit');
    loading.then(
      (module) => live && setKit(module),
      () => {
        loading = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return kit;
}
