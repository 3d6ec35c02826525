/** The console's plans: how many screens each plan plays on at once (#30). */
export { plansRoutes } from './routes/plans-routes.tsx';
