/** What other features may use from the notifications feature. */
export { LatestNotifications } from './components/latest-notifications.tsx';
