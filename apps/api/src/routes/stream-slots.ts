import {
  errorBodySchema,
  listOf,
  resourceOf,
  screensFullSchema,
  streamDeviceSchema,
  streamSlotClaimSchema,
  streamSlotEndedSchema,
  streamSlotParamsSchema,
  streamSlotSchema,
} from '@pardeh/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../http/auth.ts';
import { allowedOrigins } from '../http/cors.ts';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { claimStreamSlot, ScreensFull } from '../playback/stream-slots/claim-stream-slot.ts';
import { listMyStreamSlots } from '../playback/stream-slots/list-my-stream-slots.ts';
import { releaseStreamSlot } from '../playback/stream-slots/release-stream-slot.ts';
import { renewStreamSlot, StreamSlotEnded } from '../playback/stream-slots/renew-stream-slot.ts';
import { stopStreamSlot } from '../playback/stream-slots/stop-stream-slot.ts';

const user = { tags: ['watch'], security: [{ bearer: [] }] };

/**
 * A beacon carries no bearer token and needs no preflight, so any site could send one: it is
 * taken from the site's own origins only (browsers put the page's Origin on every POST).
 */
async function requireOwnOrigin(request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  if (origin === undefined || !allowedOrigins(request.server.config).has(origin))
    throw new HttpError(403, messages.streamSlots.foreignOrigin);
}

/**
 * Screens per plan (#30): a premium play holds one of the account's screens while its player beats;
 * the next device past the plan's number gets a 409 listing the plays, and may stop one.
 */
export const streamSlotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const timing = app.config.streamSlots;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/api/user/stream-slots',
    {
      preValidation: [app.requireUser],
      schema: {
        ...user,
        summary: 'Takes one of the account’s screens to play a premium file',
        operationId: 'claimStreamSlot',
        description:
          "Signed-in subscribers only (401 without a session, 403 without active premium). 201 with the play's id and how often to beat (`POST …/{id}/heartbeat`); a play that misses three beats frees its screen. 409 with the devices playing when all of the plan's screens are in use. Free files take no screen: 422. 404 for an unknown file.",
        body: streamSlotClaimSchema,
        response: {
          201: resourceOf(streamSlotSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: screensFullSchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const slot = await claimStreamSlot(
          db,
          {
            userId: signedIn(request).user.id,
            fileId: request.body.fileId,
            userAgent: request.headers['user-agent'],
          },
          timing,
        );
        return reply.status(201).send({ data: slot });
      } catch (error) {
        if (!(error instanceof ScreensFull)) throw error;
        return reply
          .status(409)
          .send({ message: error.message, screens: error.screens, devices: error.devices });
      }
    },
  );

  app.get(
    '/api/user/stream-slots',
    {
      preValidation: [app.requireUser],
      schema: {
        ...user,
        summary: 'The devices playing premium files on the caller’s account now',
        operationId: 'listMyStreamSlots',
        description: 'Signed-in users only (401 otherwise); oldest play first; `no-store`.',
        response: { 200: listOf(streamDeviceSchema), 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await listMyStreamSlots(db, signedIn(request).user.id) }),
  );

  app.post(
    '/api/user/stream-slots/:id/heartbeat',
    {
      preValidation: [app.requireUser],
      schema: {
        ...user,
        summary: 'A playing device’s heartbeat: keeps its screen',
        operationId: 'renewStreamSlot',
        description:
          "Signed-in users only (401 otherwise). 204 while the play holds its screen; 410 once it does not: `stopped` when the owner stopped it from another device (stop playing), `expired` when it missed its beats (claim again). 404 for another user's play, or one forgotten since it expired (claim again).",
        params: streamSlotParamsSchema,
        response: {
          204: z.null(),
          401: errorBodySchema,
          404: errorBodySchema,
          410: streamSlotEndedSchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await renewStreamSlot(
          db,
          { userId: signedIn(request).user.id, slotId: request.params.id },
          timing.lifetimeMs,
        );
        return (reply as FastifyReply).status(204).send();
      } catch (error) {
        if (!(error instanceof StreamSlotEnded)) throw error;
        return reply.status(410).send({ message: error.message, reason: error.reason });
      }
    },
  );

  app.delete(
    '/api/user/stream-slots/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        ...user,
        summary: 'Stops one of the caller’s plays from this device',
        operationId: 'stopStreamSlot',
        description:
          "Signed-in users only (401 otherwise). 204: the screen is free at once and the stopped device's next heartbeat answers 410 `stopped`. 404 for another user's play or one no longer playing.",
        params: streamSlotParamsSchema,
        response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      await stopStreamSlot(db, signedIn(request).user.id, request.params.id);
      return (reply as FastifyReply).status(204).send();
    },
  );

  app.post(
    '/api/stream-slots/:id/release',
    {
      onRequest: [requireOwnOrigin],
      schema: {
        tags: ['watch'],
        summary: 'Frees a play’s screen when its player stops or its page goes (`navigator.sendBeacon`)',
        operationId: 'releaseStreamSlot',
        description:
          "No bearer token (a beacon cannot send one): the play's random id, known only to its device and its owner, is the credential, and the request must come from the site's own Origin (403 otherwise). Any body is ignored. 204 whether or not the play still held a screen.",
        params: streamSlotParamsSchema,
        response: { 204: z.null(), 403: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      await releaseStreamSlot(db, request.params.id);
      return (reply as FastifyReply).status(204).send();
    },
  );
};
