import {
  addEmailBodySchema,
  addPhoneBodySchema,
  authResponseSchema,
  errorBodySchema,
  loginWithTokenBodySchema,
  messageResponseSchema,
  phoneCodeRequestBodySchema,
  phoneCodeSentResponseSchema,
  phoneVerifyBodySchema,
  resourceOf,
  userSchema,
} from '@pardeh/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addPhone } from '../accounts/phone/add-phone.ts';
import { confirmEmailAddition } from '../accounts/phone/confirm-email-addition.ts';
import { requestEmailAddition } from '../accounts/phone/request-email-addition.ts';
import { requestPhoneAddition } from '../accounts/phone/request-phone-addition.ts';
import type { PhoneCodeDeps } from '../accounts/phone/send-phone-code.ts';
import { sendPhoneCode } from '../accounts/phone/send-phone-code.ts';
import { signInWithPhone } from '../accounts/phone/sign-in-with-phone.ts';
import { presentUser } from '../accounts/present-user.ts';
import { clientInfo, signedIn } from '../http/auth.ts';
import { requireCsrf } from '../http/csrf.ts';
import { type LimitedAction, limitPerIp } from '../http/rate-limits.ts';
import { messages } from '../messages.ts';
import { signedInAnswer } from './auth.ts';

const errors = { 419: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };
const sending = { 503: errorBodySchema };
const CSRF_NOTE =
  'with the CSRF cookie of GET /sanctum/csrf-cookie echoed in X-XSRF-TOKEN (else 419); answered `no-store`';

/** A per-client-address limit first (AUTH_RATE_LIMIT_PER_IP a minute), then the CSRF check. */
const guarded = (app: FastifyInstance, action: LimitedAction, signedInOnly = false) => ({
  onRequest: [limitPerIp(app, action)],
  preValidation: signedInOnly ? [requireCsrf, app.requireUser] : [requireCsrf],
});

/**
 * Sign-in with a mobile number and an SMS code, and adding a number or an address to an account
 * (docs/API.md, "Accounts"). Answers carry secrets, so nothing here is cached.
 */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const secure = app.config.publicUrl.startsWith('https:');
  const codes: PhoneCodeDeps = { db, sms: app.sms, limits: app.config.sms, log: app.log };
  const mailing = { db, mailer: app.mailer, publicUrl: app.config.publicUrl };
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/api/sanc/phone/code',
    {
      ...guarded(app, 'phone-code'),
      schema: {
        tags: ['auth'],
        summary: 'Texts a one-time sign-in code to a mobile number, whether or not it has an account',
        operationId: 'requestPhoneCode',
        description: `Anyone may call it ${CSRF_NOTE}. Any written form of an Iranian mobile number is accepted (422 otherwise). 429 with Retry-After when the number was sent a code too recently or too often this hour, or the client address asks too often; 503 with Retry-After when the SMS provider does not take the message.`,
        body: phoneCodeRequestBodySchema,
        response: { 200: phoneCodeSentResponseSchema, ...errors, ...sending },
      },
    },
    async (request) => sendPhoneCode(codes, { phone: request.body.phone, purpose: 'sign_in', userId: null }),
  );

  app.post(
    '/api/sanc/phone/verify',
    {
      ...guarded(app, 'phone-verify'),
      schema: {
        tags: ['auth'],
        summary: "Signs in with a number's SMS code, opening an account for a new number",
        operationId: 'verifyPhoneCode',
        description: `Anyone may call it ${CSRF_NOTE}. 200 for an existing account, 201 for a new one. 422 on \`code\` for a wrong code (5 tries) or one that expired, was used or replaced; 422 on \`name\` for a new number sent without a name (the code stays usable); 403 for a blocked account; 429 after too many attempts a minute from one client address.`,
        body: phoneVerifyBodySchema,
        response: { 200: authResponseSchema, 201: authResponseSchema, 403: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, ...result } = await signInWithPhone(db, request.body, clientInfo(request));
      return reply.status(created ? 201 : 200).send(signedInAnswer(reply, result, secure));
    },
  );

  app.post(
    '/api/user/phone/code',
    {
      ...guarded(app, 'phone-code', true),
      schema: {
        tags: ['user'],
        summary: 'Texts a code to a number the signed-in account wants to add',
        operationId: 'requestPhoneAddition',
        description: `Signed-in users only (401), ${CSRF_NOTE}. 409 when the account has a number or another account has this one; 429 and 503 as for the sign-in code.`,
        security: [{ bearer: [] }],
        body: phoneCodeRequestBodySchema,
        response: {
          200: phoneCodeSentResponseSchema,
          401: errorBodySchema,
          409: errorBodySchema,
          ...errors,
          ...sending,
        },
      },
    },
    async (request) => requestPhoneAddition(codes, signedIn(request).user, request.body.phone),
  );

  app.post(
    '/api/user/phone',
    {
      ...guarded(app, 'phone-verify', true),
      schema: {
        tags: ['user'],
        summary: 'Adds the number whose SMS code this is to the signed-in account',
        operationId: 'addPhone',
        description: `Signed-in users only (401), ${CSRF_NOTE}. The number then signs in to this account. 422 on \`code\` as for the sign-in code; 409 when the account has a number or another account took this one.`,
        security: [{ bearer: [] }],
        body: addPhoneBodySchema,
        response: { 200: resourceOf(userSchema), 401: errorBodySchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: presentUser(await addPhone(db, signedIn(request).user, request.body)) }),
  );

  app.post(
    '/api/user/email',
    {
      ...guarded(app, 'add-email', true),
      schema: {
        tags: ['user'],
        summary: 'Emails a link that adds the address to the signed-in (number) account',
        operationId: 'requestEmailAddition',
        description: `Signed-in users only (401), ${CSRF_NOTE}. The address is added when the link (60 minutes, single use) is opened: POST /api/sanc/email/confirm. 409 when the account has an address; 422 on \`email\` when another account has it.`,
        security: [{ bearer: [] }],
        body: addEmailBodySchema,
        response: { 200: messageResponseSchema, 401: errorBodySchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await requestEmailAddition(mailing, signedIn(request).user, request.body.email);
      return { message: messages.phone.emailLinkSent };
    },
  );

  app.post(
    '/api/sanc/email/confirm',
    {
      ...guarded(app, 'login-with-token'),
      schema: {
        tags: ['auth'],
        summary: 'Adds the address of an emailed confirmation link to its account',
        operationId: 'confirmEmailAddition',
        description: `Anyone may call it ${CSRF_NOTE}: the token is the proof. The account then also signs in by email link. 422 on \`token\` for an unknown, expired or used link, or an address another account took meanwhile.`,
        body: loginWithTokenBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await confirmEmailAddition(db, request.body.token);
      return { message: messages.phone.emailAdded };
    },
  );
};
