/**
 * Whether this browser's session has chosen its profile yet: after a sign-in, an account with more
 * than one profile is asked "who is watching?" once. Kept per session (the token's id part, never
 * its secret), so a new sign-in asks again.
 */
const STORAGE_KEY = 'pardeh-profile-picked';

const sessionIdOf = (token: string): string => token.split('.')[0] ?? '';

export function hasPickedProfile(token: string): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === sessionIdOf(token);
  } catch {
    return true; // storage refused: never trap the visitor in the picker
  }
}

export function rememberPickedProfile(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, sessionIdOf(token));
  } catch {
    // storage refused: the picker may show again, nothing worse
  }
}
