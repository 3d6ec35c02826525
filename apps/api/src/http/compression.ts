import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers built at request time (HTML pages, API JSON) for clients that accept it.
 * Most visitors are on slow mobile networks, where bytes cost far more than the CPU to shrink
 * them. Brotli at quality 4 compresses about as well as gzip's best at a fraction of its cost;
 * the web app's files are compressed once at build time instead (see registerWebApp).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * Route options for routes whose answers compress themselves (`catalog/cache/send-public.ts`
 * keeps a cached answer's brotli and gzip forms) or are too small to gain: the compression hook
 * is then not attached to them at all. It cost a tenth of a cached answer's CPU even when the
 * client asked for no compression (docs/DECISIONS.md, "Per-request overhead").
 */
export const SELF_COMPRESSED = { compress: false } as const;
