import type { CurrentUser, User } from '@pardeh/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ApiError } from '../lib/api-client.ts';
import { readTokenCookie, removeTokenCookie, writeTokenCookie } from '../lib/token-cookie.ts';

/** localStorage key of the persisted auth state (token and user). */
export const AUTH_STORAGE_NAME = 'pardeh-auth';

/**
 * idle: nothing known yet; loading: fetching the current user; authenticated: `user` is set;
 * error: signed out (no token, a rejected token, or the user could not be fetched).
 */
export type AuthStatus = 'idle' | 'loading' | 'authenticated' | 'error';

interface AuthState {
  token: string | null;
  user: User | null;
  status: AuthStatus;
  /** After a successful login or registration. */
  signIn(token: string, user: User): void;
  /** Replaces the user, e.g. after an action that changed it (notifications read, premium joined). */
  setUser(user: User): void;
  /**
   * The start-up check: no token cookie means signed out at once; otherwise one fetch of
   * the current user (loading, then the user or signed out). A user persisted from an earlier
   * visit shows at once and is refreshed by the same fetch, so the notification dot is current.
   */
  loadCurrentUser(fetchUser: () => Promise<User>): Promise<void>;
  /** Clears the token cookie, the token and the user. */
  signOut(): void;
}

const signedOut = { token: null, user: null, status: 'error' } as const;

// `GET /api/user` names the session's active profile (#34); a sign-in's answer does not, until then.
type UserWithProfile = User & Partial<Pick<CurrentUser, 'profile'>>;

/**
 * Whether the active profile is a kids' one (#34): the API then filters the catalogue for it, so
 * its answers are fetched with the token, and the site leaves out what a child may not use.
 */
export const isKidsProfile = (user: User | null): boolean =>
  (user as UserWithProfile | null)?.profile?.kind === 'kids';

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      token: null,
      user: null,
      status: 'idle',
      signIn(token, user) {
        writeTokenCookie(token);
        set({ token, user, status: 'authenticated' });
      },
      setUser(user) {
        set({ user, status: 'authenticated' });
      },
      async loadCurrentUser(fetchUser) {
        const token = readTokenCookie();
        if (!token) {
          set(signedOut);
          return;
        }
        const persistedUser = get().user;
        set({ token, status: persistedUser ? 'authenticated' : 'loading' });
        try {
          const user = await fetchUser();
          // Signed out (or in as someone else) while the check ran: its answer is stale.
          if (get().token !== token) return;
          set({ user, status: 'authenticated' });
        } catch (error) {
          if (get().token !== token) return;
          if (error instanceof ApiError && error.status === 401) {
            removeTokenCookie();
            set(signedOut);
          } else if (!persistedUser) {
            // Server unreachable: signed out for now, but the token stays for the next visit.
            set({ user: null, status: 'error' });
          }
        }
      },
      signOut() {
        removeTokenCookie();
        set(signedOut);
      },
    }),
    {
      name: AUTH_STORAGE_NAME,
      storage: createJSONStorage(() => localStorage),
      // Read by startAuth (features/auth/start-auth.ts), not while this module loads: a visit's
      // first localStorage access is a synchronous call to the browser (5–10 ms here), and the
      // app's modules load in one task that is already the longest of the start-up.
      skipHydration: true,
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

/** isKidsProfile of the signed-in user, for components. */
export const useIsKidsProfile = (): boolean => useAuthStore((state) => isKidsProfile(state.user));
