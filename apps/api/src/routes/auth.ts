import {
  authResponseSchema,
  changePasswordBodySchema,
  emailOnlyBodySchema,
  errorBodySchema,
  loginBodySchema,
  loginWithTokenBodySchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@pardeh/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePassword } from '../accounts/change-password.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, TRUSTED_DEVICE_LIFETIME_MS } from '../accounts/device-cookie.ts';
import { logIn } from '../accounts/log-in.ts';
import { logInWithToken } from '../accounts/log-in-with-token.ts';
import { presentUser } from '../accounts/present-user.ts';
import { registerUser } from '../accounts/register-user.ts';
import { requestLoginLink } from '../accounts/request-login-link.ts';
import { requestPasswordReset } from '../accounts/request-password-reset.ts';
import { resetPassword } from '../accounts/reset-password.ts';
import { revokeSession } from '../accounts/revoke-session.ts';
import type { SignedIn } from '../accounts/start-session.ts';
import { clientInfo, signedIn } from '../http/auth.ts';
import { requireCsrf } from '../http/csrf.ts';
import { type LimitedAction, limitPerEmail, limitPerIp } from '../http/rate-limits.ts';
import { messages } from '../messages.ts';

const errors = { 419: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

/**
 * Hooks every auth write shares: a per-address limit first, then the CSRF check (419), then the
 * body's validation (422); a per-email limit once the body is known to hold an address.
 */
function guarded(app: FastifyInstance, action: LimitedAction | null, { perEmail = false } = {}) {
  return {
    onRequest: action ? [limitPerIp(app, action)] : [],
    preValidation: [requireCsrf],
    preHandler: action && perEmail ? [limitPerEmail(app, action)] : [],
  };
}

/** The answer of a sign-in: the session token and user, and the device cookie that trusts this browser. */
export function signedInAnswer(
  reply: FastifyReply,
  { token, user, deviceSecret }: SignedIn,
  secure: boolean,
) {
  reply.setCookie(DEVICE_COOKIE, deviceSecret, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: TRUSTED_DEVICE_LIFETIME_MS / 1000,
  });
  return { token, user: presentUser(user) };
}

/**
 * The account calls (docs/API.md, "Accounts"). Answers carry secrets, so nothing here is cached.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const mailing = { db, mailer: app.mailer, publicUrl: app.config.publicUrl };
  const secure = app.config.publicUrl.startsWith('https:');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/api/sanc/register',
    {
      ...guarded(app, 'register'),
      schema: {
        tags: ['auth'],
        summary: 'Creates an account and signs it in',
        operationId: 'registerUser',
        description:
          'Anyone may call it with the CSRF cookie of GET /sanctum/csrf-cookie echoed in X-XSRF-TOKEN (else 419); answered `no-store`. 422 when the address has an account or the password is too weak; 429 after too many attempts a minute from one client address.',
        body: registerBodySchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const result = await registerUser(db, { name, email, password }, clientInfo(request));
      return reply.status(201).send(signedInAnswer(reply, result, secure));
    },
  );

  app.post(
    '/api/sanc/login',
    {
      // Wrong passwords are throttled per (email, client) inside the use case, not per email here.
      ...guarded(app, 'login'),
      schema: {
        tags: ['auth'],
        summary: 'Signs in with email and password',
        operationId: 'logIn',
        description:
          'Wrong passwords slow down the client that typed them: 429 with Retry-After. The sign-in link stays open.',
        body: loginBodySchema,
        response: { 200: authResponseSchema, 403: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const policy = { failuresPerEmailPerHour: app.config.loginFailuresPerEmailPerHour };
      return signedInAnswer(reply, await logIn(db, request.body, clientInfo(request), policy), secure);
    },
  );

  app.post(
    '/api/sanc/login-with-token',
    {
      ...guarded(app, 'login-with-token'),
      schema: {
        tags: ['auth'],
        summary: 'Trades a single-use sign-in token (from a sign-in link) for a session',
        operationId: 'logInWithToken',
        description:
          'Anyone may call it with the CSRF cookie of GET /sanctum/csrf-cookie echoed in X-XSRF-TOKEN (else 419); answered `no-store`. 422 for an unknown, expired or used token, 403 for a blocked account; 429 after too many attempts a minute from one client address.',
        body: loginWithTokenBodySchema,
        response: { 200: authResponseSchema, 403: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      signedInAnswer(reply, await logInWithToken(db, request.body.token, clientInfo(request)), secure),
  );

  app.post(
    '/api/sanc/login-link',
    {
      ...guarded(app, 'login-link', { perEmail: true }),
      schema: {
        tags: ['auth'],
        summary:
          'Emails a single-use sign-in link; the same answer whether or not the address has an account',
        operationId: 'requestLoginLink',
        description:
          'Anyone may call it with the CSRF cookie of GET /sanctum/csrf-cookie echoed in X-XSRF-TOKEN (else 419); answered `no-store`. 429 after too many requests a minute from one client address or for one email address.',
        body: emailOnlyBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requestLoginLink(mailing, request.body.email);
      return { message: messages.auth.loginLinkSent };
    },
  );

  app.post(
    '/api/forgot-password',
    {
      ...guarded(app, 'forgot-password', { perEmail: true }),
      schema: {
        tags: ['auth'],
        summary: 'Emails a password reset link; the same answer whether or not the address has an account',
        operationId: 'requestPasswordReset',
        description:
          'Anyone may call it with the CSRF cookie of GET /sanctum/csrf-cookie echoed in X-XSRF-TOKEN (else 419); answered `no-store`. 429 after too many requests a minute from one client address or for one email address.',
        body: emailOnlyBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(mailing, request.body.email);
      return { message: messages.auth.resetLinkSent };
    },
  );

  app.post(
    '/api/reset-password',
    {
      ...guarded(app, 'reset-password'),
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with a reset token; signs out every session of the account',
        operationId: 'resetPassword',
        description:
          "Anyone may call it with the CSRF cookie of GET /sanctum/csrf-cookie echoed in X-XSRF-TOKEN (else 419); answered `no-store`. 422 when the token is unknown, expired, used or not the address's, or the password is too weak; other outstanding reset and sign-in links stop working. 429 after too many attempts a minute from one client address.",
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token, email, password } = request.body;
      await resetPassword(db, { token, email, password });
      return { message: messages.auth.passwordReset };
    },
  );

  app.post(
    '/api/sanc/password',
    {
      ...guarded(app, 'change-password'),
      preValidation: [requireCsrf, app.requireUser],
      schema: {
        tags: ['auth'],
        summary: 'Changes the password (needs the current one); signs out the other sessions',
        operationId: 'changePassword',
        description:
          'Signed-in users only (401), with the CSRF cookie echoed in X-XSRF-TOKEN (else 419); answered `no-store`. 422 when the current password is wrong or the new one too weak; 429 after too many attempts a minute from one client address.',
        security: [{ bearer: [] }],
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, 401: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { user, sessionId } = signedIn(request);
      const { current_password, password } = request.body;
      await changePassword(db, user, sessionId, { currentPassword: current_password, newPassword: password });
      return { message: messages.auth.passwordChanged };
    },
  );

  app.post(
    '/api/sanc/logout',
    {
      ...guarded(app, null),
      preValidation: [requireCsrf, app.requireUser],
      schema: {
        tags: ['auth'],
        summary: 'Revokes the session token the request carries',
        operationId: 'revokeSession',
        description:
          "Signed-in users only (401), with the CSRF cookie echoed in X-XSRF-TOKEN (else 419); 204 with no body, `no-store`. The account's other sessions stay signed in.",
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: errorBodySchema, 419: errorBodySchema },
      },
    },
    async (request, reply) => {
      await revokeSession(db, signedIn(request).sessionId);
      return reply.status(204).send(null);
    },
  );
};
