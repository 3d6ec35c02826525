import {
  errorBodySchema,
  resourceOf,
  supportMessageBodySchema,
  supportMessageCreatedSchema,
} from '@pardeh/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticateSession } from '../accounts/authenticate-session.ts';
import { bearerToken } from '../http/auth.ts';
import { limitSupportMessages } from '../http/rate-limits.ts';
import { presentSupportMessageCreated } from '../support/present-support-message.ts';
import { submitSupportMessage } from '../support/submit-support-message.ts';

/**
 * `POST /api/support/messages`: the contact page's form. Open to visitors; a live bearer token
 * links the message to its account. No CSRF handshake: the body must be JSON, which a cross-site
 * form cannot send without a CORS preflight, and the sender's identity travels in a header a
 * browser never adds on its own.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /**
   * Optional sign-in: an expired or wrong token sends the message anonymously rather than losing
   * it, since the sender typed their name and address anyway.
   */
  const senderId = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await authenticateSession(db, token) : null;
    return session?.user.id ?? null;
  };

  app.post(
    '/api/support/messages',
    {
      onRequest: [limitSupportMessages(app)],
      schema: {
        tags: ['support'],
        summary: 'Sends a support message or a content request from the contact page',
        operationId: 'submitSupportMessage',
        description:
          'Anyone may call it, without the CSRF handshake; a live bearer token links the message to the account (an invalid one sends it anonymously). Answered `no-store`; 429 after SUPPORT_RATE_LIMIT_PER_IP messages an hour from one client address.',
        body: supportMessageBodySchema,
        response: {
          201: resourceOf(supportMessageCreatedSchema),
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const row = await submitSupportMessage(db, request.body, {
        userId: await senderId(request),
        ip: request.ip,
      });
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send({ data: presentSupportMessageCreated(row) });
    },
  );
};
