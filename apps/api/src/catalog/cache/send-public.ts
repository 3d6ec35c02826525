import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { varyAlsoOn } from '../../http/cors.ts';
import { viewerMaturityAge } from '../../http/viewer-profile.ts';
import { type CachedResponse, catalogCacheFor } from './response-cache.ts';

/** Browsers and a CDN may keep a catalogue answer a minute, and serve it stale while refetching. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** A kids' profile's filtered answer: its own browser may keep it, no shared cache. */
export const FILTERED_CACHE_CONTROL = 'private, max-age=60';

/** Ends the OpenAPI description of every operation answered through `sendPublic`. */
export const PUBLIC_ANSWER_NOTE = `Public and cacheable (\`Cache-Control: ${PUBLIC_CACHE_CONTROL}\`), with a weak ETag: a matching \`If-None-Match\` gets 304. With the bearer token of a kids' profile the answer holds only titles for its age and is \`${FILTERED_CACHE_CONTROL}\` (\`Vary: Authorization\`).`;

export interface PublicResponseOptions<Schema extends z.ZodType> {
  /** Identifies the answer among every catalogue answer (route and normalized parameters). */
  key: string;
  /** The contract's response schema: each freshly built answer is checked against it once. */
  schema: Schema;
  load: () => Promise<z.input<Schema>>;
  /**
   * Called with the serialized answer, cached or fresh (a 304 too), just before it is sent: for
   * quick synchronous work that leaves anything slow in the background.
   */
  onAnswer?: (body: string) => void;
}

/**
 * Answers a public catalogue GET from the in-process cache (building it on a miss), with a weak
 * `ETag` of the body and `Cache-Control`; a matching `If-None-Match` gets `304` and no body.
 * The body is serialized once per cache entry, so hits cost no database call and no serialization.
 * A kids' profile's answer (`load` filters it by the same `viewerMaturityAge`) is kept under its
 * own key per age and is private: a shared cache must never hand it to others, nor the
 * unfiltered one to a child, hence `Vary: Authorization` on both.
 */
export async function sendPublic<Schema extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  { key, schema, load, onAnswer }: PublicResponseOptions<Schema>,
): Promise<void> {
  const maturityAge = viewerMaturityAge(request);
  const found = cachePublic(request.server.database, { key: viewerCacheKey(request, key), schema, load });
  const cached = found instanceof Promise ? await found : found;
  onAnswer?.(cached.body);
  varyAlsoOn(reply, 'Authorization');
  reply
    .header('ETag', cached.etag)
    .header('Cache-Control', maturityAge === null ? PUBLIC_CACHE_CONTROL : FILTERED_CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) {
    await reply.code(304).send();
    return;
  }
  cached.encoded ??= {};
  await sendJson(request, reply, cached.body, cached.encoded);
}

/** The cache key of `key`'s answer for this viewer: a kids' profile's has its age in it. */
export function viewerCacheKey(request: FastifyRequest, key: string): string {
  const maturityAge = viewerMaturityAge(request);
  return maturityAge === null ? key : `${key}|maturity:${maturityAge}`;
}

/**
 * Sends serialized JSON, compressed as the client accepts (brotli, else gzip) when it is worth
 * it, for routes that skip the compression hook (`SELF_COMPRESSED`). `encoded` keeps each
 * compressed form for the next request: a cached answer's, compressed once at a higher quality.
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  encoded?: Partial<Record<Encoding, Buffer>>,
): Promise<void> {
  return sendText(request, reply, 'application/json; charset=utf-8', body, encoded);
}

/** `sendJson` for any text: a server-rendered page's HTML too. */
export async function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  contentType: string,
  body: string,
  encoded?: Partial<Record<Encoding, Buffer>>,
): Promise<void> {
  reply.type(contentType);
  const encoding = acceptedEncoding(request.headers['accept-encoding'], body.length);
  if (!encoding) {
    await reply.send(body);
    return;
  }
  let bytes: Buffer;
  if (encoded) {
    encoded[encoding] ??= compress(encoding, body, 6);
    bytes = encoded[encoding];
  } else {
    bytes = compress(encoding, body, 4);
  }
  varyAlsoOn(reply, 'Accept-Encoding');
  await reply.header('content-encoding', encoding).send(bytes);
}

type Encoding = 'br' | 'gzip';

/** Below this a compressed body saves less than it costs (the compression hook's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send: brotli when the client takes it, else gzip, else none. */
function acceptedEncoding(header: string | undefined, length: number): Encoding | null {
  if (!header || length < COMPRESS_FROM_BYTES) return null;
  const accepted = header
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : null;
}

/** Brotli at `quality`; gzip at its default level 6 (what the compression hook uses). */
function compress(encoding: Encoding, body: string, quality: number): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } })
    : zlib.gzipSync(body, { level: 6 });
}

/** The cached answer for `key`, built (checked against its schema and serialized once) on a miss. */
export function cachePublic<Schema extends z.ZodType>(
  database: DatabaseHandle,
  { key, schema, load }: PublicResponseOptions<Schema>,
): CachedResponse | Promise<CachedResponse> {
  return catalogCacheFor(database).get(key, async () => JSON.stringify(schema.parse(await load())));
}

/** Weak comparison (RFC 9110 §13.1.2): `W/` prefixes are ignored; `*` matches anything. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}
