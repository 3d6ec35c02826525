/** The console's dashboard (counts and queues) and audit log. */
export { dashboardRoutes } from './routes/dashboard-routes.tsx';
