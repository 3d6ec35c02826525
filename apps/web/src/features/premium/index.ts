/** What other features may use from the premium feature: the user's premium status card. */
export { PremiumStatusCard } from './components/premium-status-card.tsx';
