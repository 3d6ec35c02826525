import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkMediaRequest } from '../media/access/check-media-request.ts';
import { createMediaAccess, type MediaAccess } from '../media/access/media-access.ts';
import { mediaPathOf } from '../media/access/media-scopes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Premium media's signing key and caches (media/access/). */
    mediaAccess: MediaAccess;
  }
}

/** The cookie a media pass travels in, one per premium scope, each on its scope's path. */
export const MEDIA_PASS_COOKIE = 'pardeh_media';

/** Every pass the request carries (the browser sends each cookie whose path covers the address). */
function passTokensOf(request: FastifyRequest): string[] {
  const header = request.headers.cookie;
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.trim().split('='))
    .filter(([name, value]) => name === MEDIA_PASS_COOKIE && value)
    .map(([, value]) => value as string);
}

/** The answer's caching kept, but for the viewer's browser only: never a shared cache or CDN. */
function privateCacheControl(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'private';
  if (/\bprivate\b/.test(value)) return value;
  return /\bpublic\b/.test(value) ? value.replace(/\bpublic\b/, 'private') : `private, ${value}`;
}

/**
 * Entitlement on every byte (#30): every `/media/` request, whoever serves it (the pipeline's
 * storage in routes/media-files.ts, the demo files of the web build, the stream key route), is
 * checked before it is answered. Premium scopes answer 403 (Persian JSON) without a valid pass of
 * an entitled user, and `Cache-Control: private` with one; free media are untouched.
 */
export function registerMediaAccess(app: FastifyInstance): void {
  const access = createMediaAccess(app.database.db, app.config.media.access);
  app.decorate('mediaAccess', access);
  const privateAnswers = new WeakSet<FastifyRequest>();

  // Both hooks run for every request of the server: callback-style, so a request outside
  // `/media/` pays a prefix test and no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const pathname = mediaPathOf(request.url);
    if (pathname === null) return done();
    checkMediaRequest(access, pathname, passTokensOf(request)).then((result) => {
      if (result.kind === 'private') privateAnswers.add(request);
      if (result.kind !== 'denied') return done();
      // Answered here: the hook chain ends without `done`.
      reply.status(403).header('Cache-Control', 'private, no-store').send({ message: result.message });
    }, done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (privateAnswers.has(request))
      reply.header('Cache-Control', privateCacheControl(reply.getHeader('cache-control')));
    done(null, payload);
  });
}
