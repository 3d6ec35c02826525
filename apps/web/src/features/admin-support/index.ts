/** The console's support inbox. */
export { supportRoutes } from './routes/support-routes.tsx';
