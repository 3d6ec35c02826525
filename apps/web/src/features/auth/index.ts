/** What other features may use from the auth feature. */
export { ChangePasswordCard } from './components/change-password-card.tsx';
