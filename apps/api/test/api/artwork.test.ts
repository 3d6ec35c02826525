import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  imageSrcSet,
  pageOf,
  personDetailSchema,
  resourceOf,
  titleDetailSchema,
  titleResultSchema,
} from '@pardeh/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleArtworkKey } from '../../src/artwork/artwork-key.ts';
import { startArtworkRenderer } from '../../src/artwork/artwork-renderer.ts';
import { measurePictureShare } from '../../src/artwork/measure-picture-share.ts';
import { runImagesCommand } from '../../src/cli/images-command.ts';
import { imageFilesFor } from '../../src/images/image-files.ts';
import { startImageWorker } from '../../src/images/image-worker.ts';
import { getParsed } from '../support/catalog-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { type ImageServer, makePicture, startImageServer } from '../support/image-server.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const PUBLIC_URL = 'https://pardeh.example';
let server: TestApp;
let pictures: ImageServer;
let webDist: string;
let make: ReturnType<typeof catalogFactory>;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-artwork-dist-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><head><title>پرده</title></head><body></body></html>',
  );
  [server, pictures] = await Promise.all([
    startTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL }),
    startImageServer(),
  ]);
  make = catalogFactory(server.database);
});
afterAll(async () => {
  await pictures.close();
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const api = (route: string) => `${server.url}/api${route}`;
const titleDetail = async (id: number) =>
  (await getParsed(api(`/titles/${id}`), resourceOf(titleDetailSchema))).data;
const noLog = { info: () => {}, warn: () => {}, error: () => {} };

async function served(picturePath: string) {
  const response = await fetch(`${server.url}${picturePath}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}
async function widthAndHeight(picturePath: string) {
  const { response, body } = await served(picturePath);
  expect(response.status).toBe(200);
  const { format, width, height } = await sharp(body).metadata();
  return [format, width, height];
}

describe('rendered pictures for titles and people without one', () => {
  it('gives cards, pages, og:image and JSON-LD a rendered picture, served with long cache headers', async () => {
    const drama = await make.genre('drama', 'درام', 'Drama');
    const film = await make.title(
      {
        titleEn: 'Children of Heaven',
        titleFa: 'بچه‌های آسمان',
        year: 1997,
        releaseDate: '1997-02-05',
        countries: ['IR'],
        type: 'movie',
      },
      [drama.id],
    );
    const majidi = await make.person({ fullnameEn: 'Majid Majidi', fullnameFa: 'مجید مجیدی' });
    await make.credit(film.id, majidi.id, 'director');
    const shelf = await make.collection('majidi', 'مجیدی', [film.id]);

    const detail = await titleDetail(film.id);
    // PostgreSQL computes the key the renderer computes.
    const key = titleArtworkKey(
      {
        id: film.id,
        type: 'movie',
        titleFa: 'بچه‌های آسمان',
        titleEn: 'Children of Heaven',
        year: 1997,
        releaseDate: '1997-02-05',
        iranian: true,
        genres: [],
      },
      'poster',
    );
    expect(detail.poster).toBe(`/images/poster/${key}/480.webp`);
    expect(detail.backdrop).toMatch(/^\/images\/backdrop\/[0-9a-f]{32}\/1280\.webp$/);
    const cards = await getParsed(api(`/collections/${shelf.id}/titles`), pageOf(titleResultSchema));
    expect(cards.data[0]?.poster).toBe(detail.poster);
    const person = await getParsed(api(`/people/${majidi.id}`), resourceOf(personDetailSchema));
    expect(person.data.image).toMatch(/^\/images\/profile\/[0-9a-f]{32}\/320\.webp$/);
    expect(detail.directors[0]?.image).toBe(person.data.image);

    const poster = detail.poster as string;
    const first = await served(poster);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/webp');
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Rendered once: the second answer is the stored file.
    expect((await served(poster)).body.equals(first.body)).toBe(true);
    const srcset = (imageSrcSet(poster) ?? '').split(', ').map((entry) => entry.split(' ')[0] as string);
    expect(await Promise.all(srcset.map(widthAndHeight))).toEqual([
      ['webp', 160, 240],
      ['webp', 320, 480],
      ['webp', 480, 720],
    ]);
    expect(await widthAndHeight(detail.backdrop as string)).toEqual(['webp', 1280, 720]);
    expect(await widthAndHeight(person.data.image as string)).toEqual(['webp', 320, 480]);

    const html = await (await fetch(`${server.url}/titles/${film.id}/children-of-heaven`)).text();
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}${poster}">`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({ image: `${PUBLIC_URL}${poster}` });
  });

  it('gives an edited title a new address and renders no picture for an address not current', async () => {
    const fields = { type: 'movie' as const, titleFa: 'باران', titleEn: 'Baran', year: 2001 };
    const baran = await make.title(fields);
    const subject = { ...fields, releaseDate: null, iranian: false, genres: [] };
    const oldKey = titleArtworkKey({ ...subject, id: baran.id }, 'poster');
    await server.database.sql.query("UPDATE titles SET title_fa = 'بارانِ نو' WHERE id = $1", [baran.id]);
    const newKey = titleArtworkKey({ ...subject, id: baran.id, titleFa: 'بارانِ نو' }, 'poster');
    expect(newKey).not.toBe(oldKey);
    expect((await served(`/images/poster/${oldKey}/320.webp`)).response.status).toBe(404);
    expect((await served(`/images/poster/${newKey}/320.webp`)).response.status).toBe(200);
    // A key naming no subject, and a person's key under the poster kind, are not rendered either.
    expect((await served(`/images/poster/${'0'.repeat(20)}00000000ffff/320.webp`)).response.status).toBe(404);
  });

  it('replaces a rendered picture by a real one once stored, and never the other way, even racing', async () => {
    pictures.serve('/where-is-the-friends-home.jpg', await makePicture(600, 900, 'jpeg'));
    const film = await make.title({
      titleEn: "Where Is the Friend's House?",
      titleFa: 'خانه دوست کجاست؟',
      posterUrl: `${pictures.origin}/where-is-the-friends-home.jpg`,
    });
    const rendered = (await titleDetail(film.id)).poster as string;
    expect(rendered).toMatch(/^\/images\/poster\//);

    // The rendered picture is drawn while the real one is fetched and stored.
    const worker = startImageWorker(server.database, {
      files: imageFilesFor(server.app.config),
      concurrency: 1,
      timeoutMs: 5_000,
      maxBytes: 1_000_000,
      pollMs: 60_000,
      log: noLog,
    });
    const [drawn] = await Promise.all([served(rendered), worker.idle()]);
    await worker.stop();
    expect(drawn.response.status).toBe(200);

    const real = (await titleDetail(film.id)).poster as string;
    expect(real).not.toBe(rendered);
    const [realKey] = real.split('/').slice(3);
    const stored = await server.database.sql.query<{ content_key: string }>(
      'SELECT content_key FROM images WHERE source_url LIKE $1',
      ['%where-is-the-friends-home.jpg'],
    );
    expect(stored).toEqual([{ content_key: realKey }]);
    const realBytes = (await served(real)).body;
    expect(await sharp(realBytes).metadata()).toMatchObject({ width: 480, height: 720 });
    // Rendering again (the background renderer, a late request) leaves the real files alone.
    await served(rendered);
    const renderer = startArtworkRenderer(server.database, {
      files: imageFilesFor(server.app.config),
      log: noLog,
      pauseMs: 0,
      pollMs: 60_000,
    });
    await renderer.idle();
    await renderer.stop();
    expect((await served(real)).body.equals(realBytes)).toBe(true);
    expect((await titleDetail(film.id)).poster).toBe(real);
  });

  it('renders every missing picture in the background, once, and counts real and rendered apart', async () => {
    const renderAll = async () => {
      const renderer = startArtworkRenderer(server.database, {
        files: imageFilesFor(server.app.config),
        log: noLog,
        pauseMs: 0,
        pollMs: 60_000,
      });
      await renderer.idle();
      await renderer.stop();
    };
    await renderAll();
    const rows = async () =>
      (
        await server.database.sql.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM rendered_artworks',
        )
      )[0]?.count;
    const after = await rows();
    await renderAll();
    expect(await rows()).toBe(after);

    const share = await measurePictureShare(server.database.db);
    const [counts] = await server.database.sql.query<{ titles: number; people: number }>(
      'SELECT (SELECT count(*)::int FROM titles) AS titles, (SELECT count(*)::int FROM people) AS people',
    );
    expect(share.titles).toEqual({
      total: counts?.titles,
      real: 1,
      rendered: (counts?.titles ?? 0) - 1,
      share: 1,
    });
    expect(share.people).toEqual({ total: counts?.people, real: 0, rendered: counts?.people, share: 1 });
    // What an operator reads in `npm run images -- status`.
    expect(await runImagesCommand(server.database.db, ['status'])).toContain(
      `titles: ${counts?.titles}, real picture 1, rendered ${(counts?.titles ?? 0) - 1} (100.0% with a picture)`,
    );
  });
});
