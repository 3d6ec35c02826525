/** What other parts of the app may use from the profiles feature. */
export { ProfileGate } from './components/profile-gate.tsx';
