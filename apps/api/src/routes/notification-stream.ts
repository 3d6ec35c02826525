import { PassThrough } from 'node:stream';
import { errorBodySchema, idParamSchema } from '@pardeh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, signedIn } from '../http/auth.ts';
import { createNotificationStreams } from '../library/notifications/notification-streams.ts';
import { SSE_HEADERS } from '../realtime/server-sent-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live notification streams this instance holds (for metrics). */
    notificationStreams: { clientCount(): number };
  }
}

/**
 * `GET /api/user/notifications/stream`: the signed-in user's new notifications as Server-Sent
 * Events (docs/API.md, "Live notifications"). Written by hand through a stream body rather than
 * with an SSE library, which would take over the raw response: answered through Fastify, the
 * stream keeps every hook other answers get (CORS, security headers, request ids, logs).
 * Registered on the root instance, since metrics read `app.notificationStreams`.
 */
export async function registerNotificationStream(app: FastifyInstance): Promise<void> {
  const streams = createNotificationStreams({
    db: app.database.db,
    events: app.events,
    heartbeatMs: app.config.notificationStream.heartbeatMs,
    limits: app.config.notificationStream.limits,
    log: app.log,
  });
  app.decorate('notificationStreams', { clientCount: streams.clientCount });
  // Before the server waits for answers in flight: a stream would otherwise hold shutdown forever.
  app.addHook('preClose', (done) => {
    streams.endAll();
    done();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/user/notifications/stream',
    {
      preValidation: [app.requireUser],
      // A compressor buffers what it is given: events would wait in it.
      compress: false,
      schema: {
        tags: ['library'],
        summary: "The signed-in user's new notifications, live (Server-Sent Events)",
        operationId: 'streamNotifications',
        description:
          'Starts with `retry: 5000`. Each new notification is an event `notification` whose id is the ' +
          "notification's id and whose data is the notification as in GET /api/user/notifications. With " +
          '`Last-Event-ID`, the newer ones (at most 100) are sent first. A comment line `: heartbeat` ' +
          'comes every 15 s; the stream ends when the session is revoked or the server stops. A user holds at ' +
          'most NOTIFICATION_STREAMS_PER_USER streams (a new one ends their oldest); an instance holding ' +
          'NOTIFICATION_STREAMS_PER_PROCESS answers 503 with Retry-After.',
        security: [{ bearer: [] }],
        headers: z.looseObject({
          'last-event-id': idParamSchema
            .optional()
            .describe('The id of the last event received: newer notifications are replayed first'),
        }),
        response: {
          200: {
            description: 'A stream of Server-Sent Events (`text/event-stream`), never compressed',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          401: errorBodySchema,
          422: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user, profile } = signedIn(request);
      const body = new PassThrough();
      const { stream, started } = streams.open({
        userId: user.id,
        profileId: profile.id,
        token: bearerToken(request) ?? '',
        lastEventId: request.headers['last-event-id'] ?? null,
        output: body,
      });
      // The browser went away (or the answer ended): stop following and free the stream.
      reply.raw.once('close', () => stream.end());
      await started;
      // The type provider types bodies after the JSON schemas; a stream is sent as it is.
      return reply.headers(SSE_HEADERS).send(body as unknown as string);
    },
  );
}
