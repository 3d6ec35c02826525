/** The console's users: search, premium by hand, blocks, administrators. */
export { usersRoutes } from './routes/users-routes.tsx';
