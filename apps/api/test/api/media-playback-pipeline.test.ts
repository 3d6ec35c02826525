import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminFileMarker, AdminFileMarkers } from '@pardeh/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleFiles } from '../../src/db/schema/catalog.ts';
import { fileMarkers } from '../../src/db/schema/media.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import type { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { startTestMediaWorker, waitForAsset } from '../support/media-client.ts';
import { makeGappedSource } from '../support/media-sources.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type Account = Awaited<ReturnType<typeof registerAccount>>;

/**
 * What the pipeline makes for the player from generated sources (registered by server path):
 * seek-preview sprite sheets and their WebVTT track, each audio stream of a source as a labelled
 * HLS alternate rendition, and intro and credits suggestions at the black+silent gaps, an
 * episode's intro leaning on its season's.
 */
describe(`the pipeline's playback extras (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let worker: ReturnType<typeof startTestMediaWorker>;
  let admin: Account;
  let importDir: string;

  beforeAll(async () => {
    importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-sources-'));
    server = await startTestApp({
      SEED_CATALOGUE: 'false',
      MEDIA_FFMPEG_PRESET: 'ultrafast',
      MEDIA_IMPORT_DIR: importDir,
    });
    worker = startTestMediaWorker(server);
    admin = await registerAdmin(server);
  });
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    if (importDir) fs.rmSync(importDir, { recursive: true, force: true });
  });

  /** Registers a source by path and waits for its file; returns the file's id and playlist. */
  async function transcode(titleId: number, source: string, extra: Record<string, unknown> = {}) {
    const answer = await adminRequest(server, admin.token, 'POST', '/api/admin/media/assets', {
      titleId,
      source: { kind: 'path', path: source },
      ...extra,
    });
    expect(answer.status).toBe(201);
    const { id } = (await readJson<{ data: { id: string } }>(answer)).data;
    const { status, media } = await waitForAsset(server, admin.token, titleId, id, 120_000);
    expect(status).toBe('ready');
    const file = media.files.find((candidate) => candidate.asset?.id === id);
    return { id: file?.id as number, url: file?.url as string };
  }

  const markersOf = async (fileId: number) =>
    (
      await readJson<{ data: AdminFileMarkers }>(
        await adminRequest(server, admin.token, 'GET', `/api/admin/media/files/${fileId}/markers`),
      )
    ).data;

  const near = (marker: AdminFileMarker | undefined, start: number, end: number) => {
    expect(marker?.status).toBe('suggested');
    expect(marker?.start).toBeCloseTo(start, 0);
    expect(marker?.end).toBeCloseTo(end, 0);
  };

  // Transcoding on a busy 2-core machine: generous limits, never waited out.
  it('writes sprite sheets with a WebVTT track, and suggests an intro and credits at the gaps', async () => {
    const film = await catalogFactory(server.database).title({ titleEn: 'Gaps', year: 2024 });
    const source = makeGappedSource(importDir, {
      name: 'film.mp4',
      seconds: 40,
      // Opening black, the intro's end, the credits' start, and a closing fade.
      gaps: [
        { start: 0, end: 1 },
        { start: 12, end: 13.5 },
        { start: 28, end: 29.5 },
        { start: 39, end: 40 },
      ],
      languages: ['eng'],
    });
    const file = await transcode(film.id, source);

    const [row] = await server.database.db
      .select({ key: titleFiles.thumbnailsKey })
      .from(titleFiles)
      .where(eq(titleFiles.id, file.id));
    const streamFolder = file.url.replace(/^\/media\//, '').replace(/\/master\.m3u8$/, '');
    expect(row?.key).toBe(`${streamFolder}/thumbnails/thumbnails.vtt`);
    const track = await fetch(`${server.url}/media/${row?.key}`);
    expect(track.status).toBe(200);
    const cues = (await track.text()).trim().split('\n\n');
    expect(cues[0]).toBe('WEBVTT');
    // A frame every 5 s over 40 s: 8 cues, back to back, the last ending with the video.
    const parsed = cues.slice(1).map((cue) => {
      const [timing, image] = cue.split('\n');
      const [start, end] = (timing as string).split(' --> ').map((stamp) => {
        const [hours, minutes, seconds] = stamp.split(':').map(Number);
        return (hours as number) * 3600 + (minutes as number) * 60 + (seconds as number);
      });
      const match = /^(sheet-\d+\.jpg)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(image as string);
      return { start, end, sheet: match?.[1], region: match?.slice(2).map(Number) };
    });
    expect(parsed).toHaveLength(8);
    expect(parsed.map((cue) => cue.start)).toEqual([0, 5, 10, 15, 20, 25, 30, 35]);
    expect(parsed.at(-1)?.end).toBeCloseTo(40, 0);
    // Each region lies inside its sheet, which sits beside the track.
    const sheetUrl = `${server.url}/media/${streamFolder}/thumbnails/sheet-1.jpg`;
    const sheet = await fetch(sheetUrl);
    expect(sheet.headers.get('content-type')).toBe('image/jpeg');
    const sheetFile = path.join(importDir, 'sheet-1.jpg');
    fs.writeFileSync(sheetFile, Buffer.from(await sheet.arrayBuffer()));
    const [width, height] = execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', sheetFile],
    ])
      .toString()
      .trim()
      .split(',')
      .map(Number);
    for (const cue of parsed) {
      expect(cue.sheet).toBe('sheet-1.jpg');
      const [x, y, w, h] = cue.region as number[];
      expect([w, h]).toEqual([160, 90]);
      expect((x as number) + (w as number)).toBeLessThanOrEqual(width as number);
      expect((y as number) + (h as number)).toBeLessThanOrEqual(height as number);
    }

    const { markers, durationSeconds } = await markersOf(file.id);
    expect(durationSeconds).toBeCloseTo(40, 0);
    expect(markers.map((marker) => marker.kind)).toEqual(['intro', 'credits']);
    near(markers[0], 1, 13.5);
    near(markers[1], 28, 40);
  }, 120_000);

  it("keeps each audio stream as a labelled rendition, and leans on the season's intro length", async () => {
    const make = catalogFactory(server.database);
    const series = await make.title({ titleEn: 'Dubbed Serial', type: 'series' });
    const [first, second] = (await make.season(series.id, 1, ['One', 'Two'])).episodes;
    // The season's first episode already has a 26-second intro.
    const earlier = await make.file(series.id, { quality: '720p', language: 'dubbed', episodeId: first?.id });
    await server.database.db
      .insert(fileMarkers)
      .values({ fileId: earlier.id, kind: 'intro', startSeconds: 0, endSeconds: 26, status: 'confirmed' });
    const source = makeGappedSource(importDir, {
      name: 'episode.mkv',
      seconds: 60,
      gaps: [
        { start: 12, end: 13 },
        { start: 25, end: 26 },
        { start: 45, end: 46 },
      ],
      languages: ['per', 'eng'],
    });
    const file = await transcode(series.id, source, { episodeId: second?.id, language: 'dubbed' });

    const streamUrl = `${server.url}${file.url.replace(/\/master\.m3u8$/, '')}`;
    const master = await (await fetch(`${server.url}${file.url}`)).text();
    const audio = master.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:TYPE=AUDIO'));
    expect(audio).toHaveLength(2);
    expect(audio[0]).toMatch(/GROUP-ID="group_audio"/);
    expect(audio[0]).toContain('NAME="دوبله فارسی",DEFAULT=YES,LANGUAGE="fa",URI="audio-0/index.m3u8"');
    expect(audio[1]).toContain('NAME="زبان اصلی",DEFAULT=NO,LANGUAGE="en",URI="audio-1/index.m3u8"');
    const variant = master.split('\n').find((line) => line.startsWith('#EXT-X-STREAM-INF'));
    expect(variant).toContain('AUDIO="group_audio"');
    expect(variant).toMatch(/CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/);
    // Each rendition is a playlist of fMP4 segments of its own.
    for (const folder of ['audio-0', 'audio-1', '180p']) {
      const playlist = await (await fetch(`${streamUrl}/${folder}/index.m3u8`)).text();
      expect(playlist).toMatch(/#EXT-X-MAP:URI="init[_\d]*\.mp4"/);
      expect(playlist).toContain('segment-000.m4s');
    }

    const { markers } = await markersOf(file.id);
    // Both the gap at 12 s and the one at 25 s could end the intro: the season's length decides.
    near(
      markers.find((marker) => marker.kind === 'intro'),
      0,
      26,
    );
    near(
      markers.find((marker) => marker.kind === 'credits'),
      45,
      60,
    );
  }, 120_000);
});
