import { errorBodySchema, playbackReportBatchSchema } from '@pardeh/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowedOrigins } from '../http/cors.ts';
import { HttpError } from '../http/errors.ts';
import { limitPlaybackReports } from '../http/rate-limits.ts';
import { messages } from '../messages.ts';
import { prunePlaybackReports } from '../playback/prune-playback-reports.ts';
import { recordPlaybackReports } from '../playback/record-playback-reports.ts';

/** Twenty reports take about 5 KB; anything much bigger is not the player. */
const BODY_LIMIT_BYTES = 16 * 1024;
const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * A beacon's body is `text/plain`, which any site may post without a CORS preflight; browsers put
 * the page's Origin on every POST, beacons included, so such a body is taken only from the site's
 * own origins. JSON bodies need no check: another site cannot send one without a preflight, which
 * CORS answers only for those origins.
 */
async function requireOwnOriginForPlainText(request: FastifyRequest): Promise<void> {
  if (!request.headers['content-type']?.toLowerCase().startsWith('text/plain')) return;
  const origin = request.headers.origin;
  if (origin === undefined || !allowedOrigins(request.server.config).has(origin))
    throw new HttpError(403, messages.playback.foreignOrigin);
}

/**
 * `POST /api/playback/reports`: the player's quality-of-experience beacons. Open to everyone and
 * anonymous: no session is read and no address stored (the rate limit counts addresses only in
 * its one-minute window). Old plays are pruned hourly while the server runs.
 */
export const playbackReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // `sendBeacon` with a string sends `text/plain;charset=UTF-8`: read it as JSON here only.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) =>
    parseJson(request, String(body), done),
  );

  let pruning: Promise<void> = Promise.resolve();
  const prune = setInterval(() => {
    pruning = prunePlaybackReports(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'old playback reports not pruned'),
    );
  }, PRUNE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(prune);
    await pruning; // the database closes after the app
  });

  app.post(
    '/api/playback/reports',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      onRequest: [limitPlaybackReports(app), requireOwnOriginForPlainText],
      schema: {
        tags: ['watch'],
        summary: "Stores the player's quality-of-experience reports (startup, rebuffers, errors)",
        operationId: 'recordPlaybackReports',
        description:
          "Anyone may call it, without the CSRF handshake; no session is read and nothing names the viewer. Takes `application/json`, or `text/plain` (what `sendBeacon` sends) from the site's own Origin only (else 403). A later report with the same `sessionId` updates that play's totals. 202 with no body; 413 over 16 KB; 429 after PLAYBACK_REPORT_RATE_LIMIT_PER_IP batches a minute from one client address.",
        body: playbackReportBatchSchema,
        response: {
          202: z.null(),
          403: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await recordPlaybackReports(db, request.body);
      reply.header('Cache-Control', 'no-store');
      // No body at all (the typed reply would serialize `null`): a beacon never reads it.
      return (reply as FastifyReply).status(202).send();
    },
  );
};
