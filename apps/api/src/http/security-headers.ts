import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { messages } from '../messages.ts';
import {
  apiDocsDirectives,
  type CspDirectives,
  inlineScriptHashes,
  webAppDirectives,
} from './content-security-policy.ts';
import { allowedOrigins, applyCors } from './cors.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lets the inline scripts of a page this server sends run under its policy (by their hashes). */
    allowInlineScriptsOf(html: string): void;
  }
}

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The fixed headers of pages and files, as helmet sent them with the options this server gave it:
 * `nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, `X-Frame-Options: DENY`, and the
 * cross-origin isolation headers (resources readable by the same site, so `api.` and the web
 * app's host share pictures). Written out rather than computed by helmet on every request, which
 * cost ~6 % of a cached answer's CPU (docs/DECISIONS.md, "Per-request overhead").
 */
const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * An API answer is JSON, never rendered: what protects it is OWASP's REST set (`nosniff`, no
 * framing, a policy that allows nothing, no reading from another site). The headers that guard a
 * rendered page would only make each of the API's many small answers longer and slower.
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-site',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const formatPolicy = (directives: CspDirectives): string =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

type AnswerKind = 'api' | 'apiDocs' | 'webApp';

/** Which set an answer gets, by its address: `/api/docs` is a page, the rest of `/api` is JSON. */
function answerKind({ url }: FastifyRequest): AnswerKind {
  if (!url.startsWith('/api')) return 'webApp';
  if (url.startsWith('/api/docs') && (url.length === 9 || '/?'.includes(url.charAt(9)))) return 'apiDocs';
  return url.length === 4 || '/?'.includes(url.charAt(4)) ? 'api' : 'webApp';
}

type HeaderSets = {
  publicUrl: string;
  corsOrigins: AppConfig['corsOrigins'];
  origins: ReadonlySet<string>;
} & Record<AnswerKind, Record<string, string>>;

/** Every security header of an answer, for each kind of answer. */
function headerSets(
  config: Pick<AppConfig, 'publicUrl' | 'site' | 'corsOrigins'>,
  scriptHashes: string[],
): HeaderSets {
  // HSTS only when PUBLIC_URL is https: a browser that saw it over plain HTTP on a test machine
  // would refuse that host's HTTP for a year.
  const hsts: Record<string, string> = config.publicUrl.startsWith('https:')
    ? { 'strict-transport-security': `max-age=${ONE_YEAR_SECONDS}; includeSubDomains` }
    : {};
  // Whether CORS headers are added depends on the request's Origin: every answer varies on it.
  const vary = { vary: 'Origin' };
  return {
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    origins: allowedOrigins(config),
    api: { ...API_HEADERS, ...hsts, ...vary },
    webApp: {
      ...PAGE_HEADERS,
      'content-security-policy': formatPolicy(webAppDirectives(config, scriptHashes)),
      ...hsts,
      ...vary,
    },
    apiDocs: {
      ...PAGE_HEADERS,
      'content-security-policy': formatPolicy(apiDocsDirectives(config)),
      ...hsts,
      ...vary,
    },
  };
}

/**
 * The headers every answer carries, set by one synchronous hook, first of all: the request's id
 * (`X-Request-Id`, so a user's report or a proxy's log leads to our lines), the security headers
 * and CORS (`cors.ts`, which answers preflights here). The Content-Security-Policy, HSTS and the
 * allowed origins depend on PUBLIC_URL, which is known only after listening when PORT=0, and on
 * CORS_ORIGINS, so the sets are rebuilt when either changes and otherwise reused. An HTTP/1.1
 * request without Host (`http/host-header.ts`) is refused here, once it has them.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const scriptHashes = new Set<string>();
  let sets: HeaderSets | undefined;
  const current = () => {
    if (sets?.publicUrl !== app.config.publicUrl || sets.corsOrigins !== app.config.corsOrigins) {
      sets = headerSets(app.config, [...scriptHashes]);
    }
    return sets;
  };

  app.decorate('allowInlineScriptsOf', (html: string) => {
    for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
    sets = undefined;
  });

  app.addHook('onRequest', (request, reply, done) => {
    const headers = current();
    reply.header('x-request-id', request.id).headers(headers[answerKind(request)]);
    if (applyCors(request, reply, headers.origins)) return;
    if (request.headers.host === undefined && request.raw.httpVersion !== '1.0') {
      done(new HttpError(400, messages.http.missingHost));
      return;
    }
    done();
  });
}
