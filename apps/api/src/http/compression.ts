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
