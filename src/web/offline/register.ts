// The page's side of offline reading (decision 0022), kept tiny: every route's bundle carries it.
// Registers the service worker, and re-announces the saved-copy note the worker wrote into the page
// (a live region's text is only read when it changes, and it was there before the scripts ran).
export function startOffline(): void {
  const note = document.querySelector('.offline-note');
  if (note) note.replaceChildren(note.textContent ?? '');
  navigator.serviceWorker?.register('/sw.js').catch(() => {
    // No worker (a private window, an old browser): the site works online as ever.
  });
}
