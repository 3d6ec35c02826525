/** Query parameter that carries the page a signed-out visitor was going to. */
export const REDIRECT_PARAM = 'redirect';
/** Query parameter of the emailed sign-in link (docs/API.md, "Links in emails"). */
export const LOGIN_TOKEN_PARAM = 'login_token';

/** Visitors who arrived from an advertisement (cookie `ref=ad`) are sent to register, not log in. */
export function loginRedirectPath(target: string, refCookie: string | undefined): string {
  const page = refCookie === 'ad' ? '/auth/register' : '/auth/login';
  return `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}

/**
 * Where to go after signing in: the remembered target if it is a path on this site, else home.
 * Anything else (`//evil.example`, `https://…`) could turn the login page into an open redirect.
 */
export function redirectTargetAfterLogin(search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}

/** A link to another auth page (login ↔ register) that keeps the remembered target along. */
export function authPageKeepingRedirect(page: string, search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  return target ? `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}` : page;
}
