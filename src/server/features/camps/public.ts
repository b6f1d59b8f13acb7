// What other features may use of camps (the gallery lists camps with their images); the rest of
// this folder is its own.
export { campExists, campListQuery, toCampView, type CampFilters, type CampRow } from './camps';
