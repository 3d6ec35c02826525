/** The console's home rows and collections. What other features may use. */
export { collectionFieldLabels } from './lib/field-labels.ts';
export { homeRowsRoutes } from './routes/home-rows-routes.tsx';
