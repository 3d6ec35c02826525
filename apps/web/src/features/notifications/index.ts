/**
 * What other features may use from the notifications feature. The app loads this module lazily
 * (for signed-in users, after the first paint): imported statically by the shell, the first
 * screens' chunk would carry the dashboard's notification list too.
 */
export { LatestNotifications } from './components/latest-notifications.tsx';
export { LiveNotifications } from './components/live-notifications.tsx';
