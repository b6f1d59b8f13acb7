// What other features may use of the pages' texts: the site content reply carries them.
export { readPageTexts } from './page-texts';
