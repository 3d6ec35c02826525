import { errorBodySchema, mediaPassRequestSchema, mediaPassSchema, resourceOf } from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../http/auth.ts';
import { MEDIA_PASS_COOKIE } from '../http/media-access.ts';
import { getStreamKey } from '../media/access/get-stream-key.ts';
import { grantMediaPass } from '../media/access/grant-media-pass.ts';

const STREAM_ID = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

/**
 * Premium media's passes and the HLS streams' keys (#30). The passes are cookies on each premium
 * stream's path, so every kind of player (hls.js, Safari's own HLS, a plain `<video src>`, a
 * `<track>`) sends them with no change to the addresses, and renewing one changes nothing the
 * player holds. Called on the origin the media are served from (the web app's), so the cookies
 * land where the media requests go.
 */
export const mediaPassesRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl.startsWith('https:');

  app.post(
    '/api/media/passes',
    {
      preValidation: [app.requireUser],
      schema: {
        tags: ['watch'],
        security: [{ bearer: [] }],
        summary: "Passes for a file's premium media, set as cookies on each stream's path",
        operationId: 'grantMediaPass',
        description:
          "For the file's version (the same title, episode and language: its qualities, their subtitles and seek previews), one `pardeh_media` cookie per premium stream, `Path` the stream's folder (or the file), `HttpOnly`, `SameSite=Lax`, lasting `MEDIA_SIGNATURE_SECONDS`; call it again after `renewAfterSeconds`. 401 without a live bearer token, 403 without active premium when the version has premium files, 404 for an unknown file. `no-store`.",
        body: mediaPassRequestSchema,
        response: {
          200: resourceOf(mediaPassSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const granted = await grantMediaPass(app.mediaAccess, signedIn(request).user, request.body.fileId);
      for (const { scope, token } of granted.passes) {
        reply.setCookie(MEDIA_PASS_COOKIE, token, {
          path: scope,
          maxAge: granted.lifetimeSeconds,
          httpOnly: true,
          sameSite: 'lax',
          secure,
        });
      }
      reply.header('Cache-Control', 'no-store');
      return {
        data: {
          expiresAt: granted.expiresAt.toISOString(),
          renewAfterSeconds: Math.max(1, Math.floor(granted.lifetimeSeconds / 2)),
        },
      };
    },
  );

  app.get(
    '/media/:asset/:stream/key',
    {
      schema: {
        hide: true,
        params: z.strictObject({ asset: z.uuid(), stream: STREAM_ID }),
      },
    },
    async (request, reply) => {
      const key = await getStreamKey(app.mediaAccess, request.params.asset, request.params.stream);
      // A premium stream's key was checked like its segments and leaves no copy anywhere; a free
      // one's may be cached briefly, like its playlists.
      reply.header('Cache-Control', 'public, max-age=300');
      return reply.type('application/octet-stream').send(key);
    },
  );
};
