import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { AdminMediaAsset, AdminTitleMedia } from '@pardeh/contract';
import { startMediaJobs } from '../../src/media/jobs/start-media-jobs.ts';
import { adminRequest } from './admin-client.ts';
import type { TestApp } from './test-app.ts';

/**
 * A short generated clip: ffmpeg's colour test pattern with a 440 Hz tone, H.264/AAC in MP4,
 * 854×480 (so the pipeline makes exactly its 480p rendition).
 */
export function makeTestClip(dir: string, seconds = 2): string {
  const file = path.join(dir, 'clip.mp4');
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=854x480:rate=24:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
    ],
    { stdio: 'ignore' },
  );
  return file;
}

/** The server's media worker, as main.ts starts it, polling often so a missed wake-up costs little. */
export function startTestMediaWorker(server: TestApp) {
  const worker = startMediaJobs({
    db: server.database.db,
    config: server.app.config.media,
    events: server.app.events,
    log: server.app.log,
    tuning: { pollMs: 500 },
  });
  if (!worker) throw new Error('MEDIA_WORKER_CONCURRENCY is 0');
  return worker;
}

const encodeMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** tus requests as tus-js-client sends them, with the operator's bearer token. */
export function tusClient(server: Pick<TestApp, 'url'>, token: string | null) {
  const headers = (extra: Record<string, string> = {}) => ({
    'tus-resumable': '1.0.0',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  return {
    create: (length: number, metadata: Record<string, string>) =>
      fetch(`${server.url}/api/admin/media/uploads`, {
        method: 'POST',
        headers: headers({ 'upload-length': String(length), 'upload-metadata': encodeMetadata(metadata) }),
      }),
    patch: (location: string, offset: number, body: Buffer) =>
      fetch(`${server.url}${location}`, {
        method: 'PATCH',
        headers: headers({
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        }),
        body,
      }),
    /**
     * Resumes an upload as tus-js-client does: asks the offset (HEAD), sends the rest from there,
     * and asks again on a 409 (bytes of a dropped request may still have been landing).
     * Returns the final PATCH's answer and the offsets it resumed from.
     */
    async resume(location: string, body: Buffer) {
      const offsets: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const head = await fetch(`${server.url}${location}`, { method: 'HEAD', headers: headers() });
        const offset = Number(head.headers.get('upload-offset'));
        offsets.push(offset);
        const answer = await fetch(`${server.url}${location}`, {
          method: 'PATCH',
          headers: headers({
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          }),
          body: body.subarray(offset),
        });
        if (answer.status !== 409) return { answer, offsets };
      }
      throw new Error('the upload could not be resumed');
    },
    /**
     * A PATCH whose connection drops after `sent` bytes of `body` (announced whole): what a
     * phone losing its network mid-upload does. Resolves once the socket is gone.
     */
    patchAndDrop: (location: string, offset: number, body: Buffer, sent: number) =>
      new Promise<void>((resolve) => {
        const request = http.request(`${server.url}${location}`, {
          method: 'PATCH',
          headers: {
            ...headers({
              'upload-offset': String(offset),
              'content-type': 'application/offset+octet-stream',
            }),
            'content-length': String(body.length),
          },
        });
        request.on('error', () => resolve());
        request.on('close', () => resolve());
        request.write(body.subarray(0, sent), () => request.destroy());
      }),
  };
}

/** The title's media as the console reads it. */
export async function titleMedia(
  server: Pick<TestApp, 'url'>,
  token: string,
  titleId: number,
): Promise<AdminTitleMedia> {
  const response = await adminRequest(server, token, 'GET', `/api/admin/titles/${titleId}/media`);
  if (response.status !== 200) throw new Error(`title media answered ${response.status}`);
  return ((await response.json()) as { data: AdminTitleMedia }).data;
}

/**
 * Polls the console's view of an asset until it is ready (it has left `assets` and its file or
 * trailer lists it) or has failed for good; returns what it became.
 */
export async function waitForAsset(
  server: Pick<TestApp, 'url'>,
  token: string,
  titleId: number,
  assetId: string,
  timeoutMs = 60_000,
): Promise<{ status: 'ready' | 'failed'; media: AdminTitleMedia; asset: AdminMediaAsset }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const media = await titleMedia(server, token, titleId);
    const pending = media.assets.find((asset) => asset.id === assetId);
    if (pending?.status === 'failed') return { status: 'failed', media, asset: pending };
    const ready =
      media.files.find((file) => file.asset?.id === assetId)?.asset ??
      (media.trailer.asset?.id === assetId ? media.trailer.asset : undefined);
    if (ready) return { status: 'ready', media, asset: ready };
    if (Date.now() > deadline) throw new Error(`asset ${assetId} still ${pending?.status ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
