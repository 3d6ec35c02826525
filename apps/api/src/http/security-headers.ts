import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiDocsDirectives,
  type CspDirectives,
  inlineScriptHashes,
  webAppDirectives,
} from './content-security-policy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lets the inline scripts of a page this server sends run under its policy (by their hashes). */
    allowInlineScriptsOf(html: string): void;
  }
}

const ONE_YEAR_SECONDS = 31_536_000;

const formatPolicy = (directives: CspDirectives): string =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

const isApiDocs = (request: FastifyRequest) =>
  request.url === '/api/docs' || request.url.startsWith('/api/docs/');

/**
 * Security headers on every answer. helmet sets the fixed ones: `nosniff`, `Referrer-Policy:
 * strict-origin-when-cross-origin`, `X-Frame-Options: DENY`, the cross-origin isolation headers
 * (resources readable by the same site, so `api.` and the web app's host share pictures). The
 * Content-Security-Policy (http/content-security-policy.ts) and HSTS depend on PUBLIC_URL, which is
 * known only after listening when PORT=0, so they are set per request: HSTS only when PUBLIC_URL
 * is https, since a browser that saw it over plain HTTP on a test machine would refuse that host's
 * HTTP for a year.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const scriptHashes = new Set<string>();
  let cached: { publicUrl: string; webApp: string; apiDocs: string } | undefined;
  const policies = () => {
    const { config } = app;
    if (cached?.publicUrl !== config.publicUrl) {
      cached = {
        publicUrl: config.publicUrl,
        webApp: formatPolicy(webAppDirectives(config, [...scriptHashes])),
        apiDocs: formatPolicy(apiDocsDirectives(config)),
      };
    }
    return cached;
  };

  app.decorate('allowInlineScriptsOf', (html: string) => {
    for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
    cached = undefined;
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  app.addHook('onRequest', async (request, reply) => {
    const policy = policies();
    reply.header('Content-Security-Policy', isApiDocs(request) ? policy.apiDocs : policy.webApp);
    if (app.config.publicUrl.startsWith('https:')) {
      reply.header('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
  });
}
