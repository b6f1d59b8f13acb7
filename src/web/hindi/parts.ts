// Which files of the Hindi catalogue a page needs, by its page module (the build manifest's key):
// the server links them in a Hindi page, the browser loads them (decision 0045). No texts here.

/** The manifest keys of the catalogue's files. */
export const HINDI_SITE = 'src/web/hindi/hindi-site.ts';
export const HINDI_APPLY = 'src/web/hindi/hindi-apply.ts';

/** Whether a page module is one of the application pages or the donor's statement, which have a part of their own. */
export const needsApplyPart = (pageModule: string | undefined) =>
  !!pageModule && (pageModule.startsWith('src/web/pages/apply/') || pageModule.startsWith('src/web/pages/donor-statement/'));

/** The catalogue's files a Hindi page of this module loads. */
export const hindiModules = (pageModule: string | undefined): string[] =>
  needsApplyPart(pageModule) ? [HINDI_SITE, HINDI_APPLY] : [HINDI_SITE];
