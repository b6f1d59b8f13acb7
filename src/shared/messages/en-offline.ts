// Offline reading (decision 0022): the texts of the service worker (the saved-copy note,
// the offline page) and of "Save for offline" on the for-students page. A module of their own,
// loaded only where they show: the service worker's script and the for-students page's saved-files
// chunk, never every route's bundle. A translation is an object of the same shape (hi-offline.ts).

export const offlineMessages = {
  note: {
    /** Shown on a page served from the saved copy because the network failed; {age}: "3 hours ago". */
    offline: 'You are offline. This page was saved {age}.',
    /** The same, because the network did not answer in time. */
    slow: 'The connection is not answering. This page was saved {age}.',
    /** {age} when the copy is less than a minute old. */
    justNow: 'a moment ago',
  },
  page: {
    title: 'You are offline',
    text: 'This page has not been saved on this device, so it cannot be shown without a connection.',
    tryAgain: 'Try again',
    savedPages: 'Pages you can read offline',
    noSavedPages: 'No page has been saved yet. Pages you open while online are kept for reading offline.',
    savedFiles: 'Papers and results saved for offline',
  },
  files: {
    save: 'Save for offline',
    /** The save button's accessible name: {title} is the paper's or result's title. */
    saveLabel: 'Save for offline: {title}',
    saving: 'Saving…',
    saved: 'Saved for offline',
    saveFailed: 'Could not save. Try again when you are online.',
    heading: 'Saved for offline',
    intro: 'Papers and results saved on this device open without a connection.',
    empty: 'Nothing saved yet. Use "Save for offline" beside a paper or a result.',
    paper: 'Question paper',
    result: 'Result',
    /** {date}: when it was saved. */
    savedOn: 'Saved on {date}',
    open: 'Open',
    openLabel: 'Open: {title}',
    remove: 'Remove',
    removeLabel: 'Remove: {title}',
    removed: '{title} was removed from this device.',
    openFailed: 'This file is no longer saved on this device.',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type OfflineMessages = Widen<typeof offlineMessages>;
