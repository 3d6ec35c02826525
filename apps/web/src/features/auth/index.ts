/** What other features may use from the auth feature. */
export { AccountContact } from './components/account-contact.tsx';
export { ChangePasswordCard } from './components/change-password-card.tsx';
export { loginRedirectPath } from './lib/login-redirect.ts';
