import { focusManager } from '@tanstack/react-query';
import { useAuthStore } from '../../stores/auth-store.ts';
import { getCurrentUser } from './api/get-current-user.ts';

let refreshing = false;

/**
 * The current user is not a query, so the query defaults' refetch-on-focus does not reach it: the
 * same focus signal (the tab becoming visible again) refetches it here, so the header's
 * notification dot shows what arrived while the visitor was away. Nothing runs until then.
 */
function refreshUserOnFocus(focused: boolean): void {
  const auth = useAuthStore.getState();
  if (!focused || refreshing || auth.status !== 'authenticated') return;
  refreshing = true;
  void auth
    .loadCurrentUser(() => getCurrentUser())
    .finally(() => {
      refreshing = false;
    });
}

/** Runs once when the app starts, before the first page renders: who is signed in? */
export function startAuth(): Promise<void> {
  // The persisted token and user; localStorage answers synchronously, so they are in at once.
  void useAuthStore.persist.rehydrate();
  focusManager.subscribe(refreshUserOnFocus);
  return useAuthStore.getState().loadCurrentUser(() => getCurrentUser());
}
