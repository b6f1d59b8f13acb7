// The browser's Hindi catalogue (decision 0045): not in the page's data, where every Hindi page
// would carry it again, but files of their own, content-hashed and cached, which the server links
// in Hindi pages only (an English page loads none of it). The application pages' part is added
// before such a page renders, on the first load or on moving to it.
import type { Messages } from '../lib/app-context';
import { needsApplyPart } from './parts';

/** Set once a Hindi page starts: an English page never loads a part. */
let inHindi = false;
let hindi: Messages | null = null;

/** The Hindi catalogue with the part the page module needs. */
export async function loadHindi(pageModule: string | undefined): Promise<Messages> {
  inHindi = true;
  // Both files at once (the server linked them already).
  const [{ hindiSite }, part] = await Promise.all([import('./hindi-site'), needsApplyPart(pageModule) ? import('./hindi-apply') : null]);
  hindi ??= { ...hindiSite, ...part?.hindiApply };
  return hindi;
}

/**
 * Adds a page's own part to the catalogue in use, before that page renders: the catalogue object
 * is the one the app's context holds, and the page that reads the part renders only after this
 * resolves. Nothing to do in English or once added.
 */
export async function addHindiPart(pageModule: string | undefined): Promise<void> {
  if (!inHindi || !needsApplyPart(pageModule) || hindi?.studentApplications) return;
  const { hindiApply } = await import('./hindi-apply');
  if (hindi) Object.assign(hindi, hindiApply);
}
