import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { constantTimeEqual } from '../accounts/tokens.ts';
import { messages } from '../messages.ts';
import { HttpError } from './errors.ts';

/**
 * Sanctum-style double-submit protection for the auth writes. `GET /sanctum/csrf-cookie` sets a
 * random `XSRF-TOKEN` cookie that the web app can read (so not HttpOnly) and copies into the
 * `X-XSRF-TOKEN` header; another site can make a browser send the cookie but cannot read it, so it
 * cannot forge the header. A missing or different header is a 419, as in Laravel.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const CSRF_COOKIE_MAX_AGE_SECONDS = 2 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Sets the cookie, keeping a well-formed existing value so two open tabs do not undo each other. */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  const existing = request.cookies[CSRF_COOKIE];
  const value = existing && TOKEN_PATTERN.test(existing) ? existing : randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, value, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure,
    maxAge: CSRF_COOKIE_MAX_AGE_SECONDS,
  });
}

/** A preValidation hook for the auth writes. */
export async function requireCsrf(request: FastifyRequest): Promise<void> {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !constantTimeEqual(cookie, header)) {
    throw new HttpError(419, messages.auth.csrfMismatch);
  }
}
