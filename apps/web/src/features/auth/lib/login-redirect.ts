/** Query parameter that carries the page a signed-out visitor was going to. */
export const REDIRECT_PARAM = 'redirect';

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
