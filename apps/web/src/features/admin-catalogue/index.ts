/** The console's catalogue: titles, people, seasons and episodes. What other features may use. */
export { useAdminTitle } from './api/get-title.ts';
export { useAdminGenres } from './api/list-genres.ts';
export { adminTitlesQueryOptions } from './api/list-titles.ts';
export { catalogueFieldLabels } from './lib/field-labels.ts';
export { catalogueRoutes } from './routes/catalogue-routes.tsx';
