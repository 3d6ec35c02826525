import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface ServedPicture {
  status?: number;
  type: string;
  body: Buffer;
  /** Sent without Content-Length (chunked), so only the bytes read tell the size. */
  chunked?: boolean;
}

/** What one path answers: a picture, or nothing until `release` (a held request). */
type Route = ServedPicture | 'hold';

export interface ImageServer {
  origin: string;
  /** Sets or replaces what a path answers. */
  serve(path: string, route: Route): void;
  /** Requests seen per path. */
  hits(path: string): number;
  /** Resolves when the next request for `path` arrives. */
  arrival(path: string): Promise<void>;
  /** Answers every held request of `path` with `picture`, and later ones too. */
  release(path: string, picture: ServedPicture): void;
  close(): Promise<void>;
}

/** A remote picture host for tests: real pictures, broken ones and slow answers, on 127.0.0.1. */
export async function startImageServer(): Promise<ImageServer> {
  const routes = new Map<string, Route>();
  const counts = new Map<string, number>();
  const held = new Map<string, http.ServerResponse[]>();
  const waiters = new Map<string, Array<() => void>>();

  const answer = (response: http.ServerResponse, picture: ServedPicture) => {
    response.statusCode = picture.status ?? 200;
    response.setHeader('content-type', picture.type);
    if (!picture.chunked) response.setHeader('content-length', picture.body.length);
    response.end(picture.body);
  };

  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    for (const resolve of waiters.get(path) ?? []) resolve();
    waiters.delete(path);
    const route = routes.get(path);
    if (route === 'hold') held.set(path, [...(held.get(path) ?? []), response]);
    else answer(response, route ?? { status: 404, type: 'text/plain', body: Buffer.from('no such picture') });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    serve: (path, route) => routes.set(path, route),
    hits: (path) => counts.get(path) ?? 0,
    arrival: (path) => new Promise((resolve) => waiters.set(path, [...(waiters.get(path) ?? []), resolve])),
    release: (path, picture) => {
      routes.set(path, picture);
      for (const response of held.get(path) ?? []) if (!response.destroyed) answer(response, picture);
      held.delete(path);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A real JPEG or PNG of the given size, as a picture host would serve it. */
export async function makePicture(
  width: number,
  height: number,
  format: 'jpeg' | 'png',
): Promise<ServedPicture> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 140, g: 60, b: 30 } } });
  const body = await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
  return { type: `image/${format}`, body };
}
