// The offline catalogue in a page's language (en-offline.ts and its translations): loaded only by
// the service worker and the for-students page's saved-files chunk.
import { offlineMessages as en, type OfflineMessages } from '../../shared/messages/en-offline';
import { offlineMessagesHi as hi } from '../../shared/messages/hi-offline';
import type { Lang } from '../../shared/lang';

const CATALOGUES: Record<Lang, OfflineMessages> = { en, hi };

export const offlineTexts = (lang: Lang): OfflineMessages => CATALOGUES[lang];
