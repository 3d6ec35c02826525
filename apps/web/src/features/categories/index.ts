/** What other features may use from the categories feature: the genres, e.g. for a genre filter. */
export { useGenres } from './api/get-genres.ts';
