import { useAuthStore } from '../../stores/auth-store.ts';
import { getCurrentUser } from './api/get-current-user.ts';

/** Runs once when the app starts, before the first page renders: who is signed in? */
export function startAuth(): Promise<void> {
  // The persisted token and user; localStorage answers synchronously, so they are in at once.
  void useAuthStore.persist.rehydrate();
  return useAuthStore.getState().loadCurrentUser(() => getCurrentUser());
}
