// What other features may use of the site's pictures: the site content reply carries them.
export { readSitePictures } from './site-pictures';
