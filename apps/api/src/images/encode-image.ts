import { createHash } from 'node:crypto';
import { type ImageKind, imageWidths } from '@pardeh/contract';
import type { Sharp, SharpConstructor } from 'sharp';
import { ImageFetchError } from './fetch-image.ts';

/**
 * Part of every content key: changing how pictures are encoded changes this, so new files get new
 * addresses and no browser keeps an old file cached for ever under a path that now means another.
 */
const ENCODING_VERSION = 'webp-q75-1';

const readableFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Decoding a larger picture (a "decompression bomb") is refused: no poster needs 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface EncodedWidth {
  width: number;
  data: Buffer;
}

/** The key a source's bytes are stored under: 32 hex digits of their SHA-256. */
export const contentKeyOf = (source: Buffer): string =>
  createHash('sha256').update(`${ENCODING_VERSION}\n`).update(source).digest('hex').slice(0, 32);

// sharp (libvips) loads on the first picture, not at start-up; it works one picture at a time on
// one thread, so a backlog of pictures takes at most one of the server's cores.
let loadedSharp: Promise<SharpConstructor> | undefined;
function loadSharp() {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}
let queue: Promise<unknown> = Promise.resolve();

/**
 * The picture at each width its kind is stored at, as WebP, never enlarged (a small source keeps
 * its own width in every file). A file that is no picture, or one too large, is an
 * ImageFetchError like any other bad answer.
 */
export function encodeImage(source: Buffer, kind: ImageKind): Promise<EncodedWidth[]> {
  const done = queue.then(() => encodeNow(source, kind));
  queue = done.catch(() => {});
  return done;
}

export interface RawPixels {
  /** RGBA, 8 bits a channel, row by row. */
  pixels: Buffer;
  width: number;
  height: number;
}

/**
 * A picture drawn here (`artwork/`) at each width its kind is stored at, as WebP. It comes as raw
 * pixels, so no PNG is written and read again; a lower effort than for fetched pictures, since
 * flat colours and gradients gain little from more, and thousands of them are drawn at first start.
 */
export function encodeRawImage(raw: RawPixels, kind: ImageKind): Promise<EncodedWidth[]> {
  const done = queue.then(async () => {
    const sharp = await loadSharp();
    const image = sharp(raw.pixels, { raw: { width: raw.width, height: raw.height, channels: 4 } });
    const encoded: EncodedWidth[] = [];
    for (const width of imageWidths[kind]) {
      const data = await image.clone().resize({ width }).webp({ quality: 80, effort: 2 }).toBuffer();
      encoded.push({ width, data });
    }
    return encoded;
  });
  queue = done.catch(() => {});
  return done;
}

async function encodeNow(source: Buffer, kind: ImageKind): Promise<EncodedWidth[]> {
  const sharp = await loadSharp();
  let image: Sharp;
  try {
    image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const { format } = await image.metadata();
    if (!format || !readableFormats.has(format)) throw new ImageFetchError(`unsupported format: ${format}`);
    const encoded: EncodedWidth[] = [];
    for (const width of imageWidths[kind]) {
      const data = await image
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 75, effort: 4 })
        .toBuffer();
      encoded.push({ width, data });
    }
    return encoded;
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    throw new ImageFetchError(
      `unreadable picture: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
