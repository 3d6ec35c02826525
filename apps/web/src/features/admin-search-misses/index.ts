/** The console's missed searches: what visitors looked for and the catalogue lacks. */
export { searchMissesRoutes } from './routes/search-misses-routes.tsx';
