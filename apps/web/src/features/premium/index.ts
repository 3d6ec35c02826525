/** What other features may use from the premium feature: the user's premium status in words. */
export { premiumStatusSentence } from './lib/premium-status-text.ts';
