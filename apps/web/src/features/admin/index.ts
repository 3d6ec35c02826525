/** The operator console: the app's route table loads it lazily at `/admin/*`. */
export { AdminApp } from './routes/admin-app.tsx';
