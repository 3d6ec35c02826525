/** Query parameter that carries the page a signed-out visitor was going to. */
export const REDIRECT_PARAM = 'redirect';
/** Query parameter of the emailed sign-in link (docs/API.md, "Links in emails"). */
export const LOGIN_TOKEN_PARAM = 'login_token';

/**
 * The auth pages (`/auth/login`, `/auth/logout`, …) are actions, never a page to come back to:
 * returning to `/auth/logout` after signing in would sign the visitor straight out again. The
 * path is read as the router reads it: dot segments resolved, escapes decoded, case ignored.
 */
function isAuthPage(target: string): boolean {
  const { pathname } = new URL(target, 'http://pardeh.invalid');
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the router cannot decode it either.
  }
  return /^\/auth(?:\/|$)/i.test(decoded);
}

/**
 * Visitors who arrived from an advertisement (cookie `ref=ad`) are sent to register, not log in.
 * An auth page as the target is left out: after signing in they go home.
 */
export function loginRedirectPath(target: string, refCookie: string | undefined): string {
  const page = refCookie === 'ad' ? '/auth/register' : '/auth/login';
  return isAuthPage(target) ? page : `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}

/**
 * Where to go after signing in: the remembered target if it is a path on this site and not an
 * auth page, else home. Anything else (`//evil.example`, `https://…`) could turn the login page
 * into an open redirect.
 */
export function redirectTargetAfterLogin(search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return isAuthPage(target) ? '/' : target;
}

/** A link to another auth page (login ↔ register) that keeps the remembered target along. */
export function authPageKeepingRedirect(page: string, search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  return target ? `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}` : page;
}
