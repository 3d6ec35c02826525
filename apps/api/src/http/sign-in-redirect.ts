import type { FastifyReply, FastifyRequest } from 'fastify';

/** The web app's sign-in pages and the parameter they return by (features/auth/lib/login-redirect.ts). */
const SIGN_IN = '/auth/login';
const SIGN_UP = '/auth/register';
const REDIRECT_PARAM = 'redirect';

/**
 * Sends a signed-out visitor of a page for signed-in visitors straight to the sign-in page, with
 * the page to come back to, as the app's guard would once its code had run: one navigation, and
 * the form is the first thing drawn. Visitors who came from an advertisement (`ref=ad`, as the
 * app reads it) are sent to sign up instead. Never cached: the same address answers differently
 * once signed in.
 */
export function redirectToSignIn(request: FastifyRequest, reply: FastifyReply, target: string) {
  const page = request.cookies.ref === 'ad' ? SIGN_UP : SIGN_IN;
  const location = `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
  return reply.header('Cache-Control', 'no-store').redirect(location, 302);
}
