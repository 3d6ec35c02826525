import {
  collectionWithTitlesSchema,
  imageSrcSet,
  listOf,
  personDetailSchema,
  resourceOf,
  slideshowItemSchema,
  titleDetailSchema,
} from '@pardeh/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
import { imageFilesFor } from '../../src/images/image-files.ts';
import { type ImageWorker, startImageWorker } from '../../src/images/image-worker.ts';
import { retryFailedImages } from '../../src/images/images-db.ts';
import { IMAGE_MAX_ATTEMPTS } from '../../src/images/retry-delay.ts';
import { getParsed } from '../support/catalog-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { type ImageServer, makePicture, startImageServer } from '../support/image-server.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';

let server: TestApp;
let pictures: ImageServer;
let make: ReturnType<typeof catalogFactory>;
const loggedErrors: object[] = [];

beforeAll(async () => {
  [server, pictures] = await Promise.all([startTestApp(), startImageServer()]);
  make = catalogFactory(server.database);
});
afterAll(async () => {
  await pictures.close();
  await server.close();
});

const api = (path: string) => `${server.url}/api${path}`;
const remote = (path: string) => `${pictures.origin}${path}`;

/** A worker as main.ts starts one, quick to give up on a silent host; stopped by the caller. */
const startWorker = (): ImageWorker =>
  startImageWorker(server.database, {
    files: imageFilesFor(server.app.config),
    concurrency: 2,
    timeoutMs: 1_500,
    maxBytes: 1_000_000,
    pollMs: 60_000,
    failurePauseMs: 0,
    log: { info: () => {}, warn: () => {}, error: (details) => loggedErrors.push(details) },
  });

/** Runs a worker until nothing is due, then stops it. */
async function fetchDuePictures(): Promise<void> {
  const worker = startWorker();
  await worker.idle();
  await worker.stop();
}

interface ImageRow {
  status: string;
  attempts: number;
  last_error: string | null;
  due_in_seconds: number;
}
async function imageRow(path: string): Promise<ImageRow> {
  const [row] = await server.database.sql.query<ImageRow>(
    `SELECT status, attempts, last_error,
       extract(epoch FROM next_attempt_at - now())::float8 AS due_in_seconds
     FROM images WHERE source_url = $1`,
    [remote(path)],
  );
  if (!row) throw new Error(`no images row for ${path}`);
  return row;
}
const makeDue = (path: string, attempts?: number) =>
  server.database.sql.query(
    'UPDATE images SET next_attempt_at = now(), attempts = coalesce($2, attempts) WHERE source_url = $1',
    [remote(path), attempts ?? null],
  );

const titleDetail = async (id: number) =>
  (await getParsed(api(`/titles/${id}`), resourceOf(titleDetailSchema))).data;

async function widthOf(path: string): Promise<number | undefined> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
}

describe('pictures fetched, stored and served by Pardeh', () => {
  it('answers Pardeh paths once stored, at every width, with long cache headers', async () => {
    pictures.serve('/godfather.jpg', await makePicture(600, 900, 'jpeg'));
    pictures.serve('/godfather-wide.png', await makePicture(1600, 900, 'png'));
    pictures.serve('/brando.jpg', await makePicture(100, 150, 'jpeg'));
    pictures.serve('/family.jpg', await makePicture(1000, 500, 'jpeg'));
    const film = await make.title({
      titleEn: 'The Godfather',
      posterUrl: remote('/godfather.jpg'),
      backdropUrl: remote('/godfather-wide.png'),
    });
    const brando = await make.person({ fullnameEn: 'Marlon Brando', imageUrl: remote('/brando.jpg') });
    await make.credit(film.id, brando.id, 'actor');
    const family = await make.collection('family', 'خانواده', [film.id]);
    await server.database.sql.query('UPDATE collections SET cover_url = $1 WHERE id = $2', [
      remote('/family.jpg'),
      family.id,
    ]);

    // Not stored yet: rendered pictures stand in (artwork.test.ts), and this answer is cached.
    const before = await titleDetail(film.id);
    const rendered = [before.poster, before.backdrop, before.cast[0]?.image];
    expect(rendered).toEqual([
      expect.stringMatching(/^\/images\/poster\//),
      expect.stringMatching(/^\/images\/backdrop\//),
      expect.stringMatching(/^\/images\/profile\//),
    ]);

    await fetchDuePictures();

    const detail = await titleDetail(film.id);
    expect(detail.poster).toMatch(/^\/images\/poster\/[0-9a-f]{32}\/480\.webp$/);
    expect(detail.backdrop).toMatch(/^\/images\/backdrop\/[0-9a-f]{32}\/1280\.webp$/);
    expect(detail.cast[0]?.image).toMatch(/^\/images\/profile\/[0-9a-f]{32}\/320\.webp$/);
    const poster = detail.poster as string;
    expect([detail.poster, detail.backdrop, detail.cast[0]?.image]).not.toContain(rendered[0]);

    const response = await fetch(`${server.url}${poster}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBeNull();
    const stored = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 480, 720]);

    // Every width of the srcset is there; a small source is never enlarged.
    const srcset = (imageSrcSet(poster) ?? '').split(', ').map((entry) => entry.split(' ')[0] as string);
    expect(await Promise.all(srcset.map(widthOf))).toEqual([160, 320, 480]);
    expect(await widthOf(detail.backdrop as string)).toBe(1280);
    expect(await widthOf(detail.cast[0]?.image as string)).toBe(100);

    const etag = response.headers.get('etag') as string;
    const again = await fetch(`${server.url}${poster}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const person = await getParsed(api(`/people/${brando.id}`), resourceOf(personDetailSchema));
    expect(person.data.image).toBe(detail.cast[0]?.image);
    const collection = await getParsed(
      api(`/collections/${family.id}?type=alt`),
      resourceOf(collectionWithTitlesSchema),
    );
    expect(collection.data.cover).toMatch(/^\/images\/backdrop\/[0-9a-f]{32}\/1280\.webp$/);
    expect(collection.data.titles[0]?.poster).toBe(poster);
    const slides = await getParsed(api('/titles/slideshow'), listOf(slideshowItemSchema));
    expect(slides.data.find((slide) => slide.id === film.id)?.backdrop).toBe(detail.backdrop);
    expect(loggedErrors).toEqual([]);
  });

  it('shares one fetch between titles naming the same picture, and follows a changed address', async () => {
    pictures.serve('/shared.jpg', await makePicture(300, 450, 'jpeg'));
    pictures.serve('/replaced.jpg', await makePicture(320, 480, 'jpeg'));
    const first = await make.title({ titleEn: 'Shared One', posterUrl: remote('/shared.jpg') });
    const second = await make.title({ titleEn: 'Shared Two', posterUrl: remote('/shared.jpg') });
    await fetchDuePictures();
    expect(pictures.hits('/shared.jpg')).toBe(1);
    expect((await titleDetail(first.id)).poster).toBe((await titleDetail(second.id)).poster);

    await server.database.sql.query('UPDATE titles SET poster_url = $1 WHERE id = $2', [
      remote('/replaced.jpg'),
      second.id,
    ]);
    await server.database.sql.query("UPDATE titles SET poster_url = '/media/local.jpg' WHERE id = $1", [
      first.id,
    ]);
    await fetchDuePictures();
    const [one, two] = await Promise.all([titleDetail(first.id), titleDetail(second.id)]);
    // Only http(s) addresses are fetched: a rendered picture stands in.
    expect(one.poster).toMatch(/^\/images\/poster\//);
    expect(one.poster).not.toBe(two.poster);
    expect(two.poster).toMatch(/^\/images\/poster\//);
    expect(two.poster).not.toBe((await titleDetail(first.id)).poster);
  });

  it('counts broken pictures against a backoff and keeps answering without them', async () => {
    pictures.serve('/garbage.jpg', { type: 'image/jpeg', body: Buffer.from('these bytes are no picture') });
    pictures.serve('/page.jpg', { type: 'text/html; charset=utf-8', body: Buffer.from('<h1>Blocked</h1>') });
    pictures.serve('/huge.jpg', { type: 'image/jpeg', body: Buffer.alloc(1_200_000, 1), chunked: true });
    pictures.serve('/silent.jpg', 'hold');
    const broken = ['/garbage.jpg', '/page.jpg', '/missing.jpg', '/huge.jpg', '/silent.jpg'];
    const titles = await Promise.all(
      broken.map((path, index) => make.title({ titleEn: `Broken ${index}`, posterUrl: remote(path) })),
    );

    await fetchDuePictures();

    const rows = await Promise.all(broken.map(imageRow));
    expect(rows.map((row) => row.last_error)).toEqual([
      expect.stringMatching(/^unreadable picture/),
      'not an image: text/html; charset=utf-8',
      'HTTP 404',
      'larger than 1000000 bytes',
      'no answer within 1.5 s',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      // Due again in a minute (the first step of the backoff), not at once.
      expect(row.due_in_seconds).toBeGreaterThan(45);
      expect(row.due_in_seconds).toBeLessThanOrEqual(60);
    }
    // Rendered pictures stand in for the broken ones.
    for (const title of titles) {
      const { poster } = await titleDetail(title.id);
      expect(poster).toMatch(/^\/images\/poster\//);
      expect((await fetch(`${server.url}${poster}`)).status).toBe(200);
    }
    const search = await fetch(api('/titles/search?q=Broken&resource=titles'));
    expect(search.status).toBe(200);
  });

  it('retries a failed picture when it is due, and gives up after the last attempt', async () => {
    pictures.serve('/flaky.jpg', { status: 503, type: 'text/plain', body: Buffer.from('busy') });
    const film = await make.title({ titleEn: 'Flaky', posterUrl: remote('/flaky.jpg') });
    await fetchDuePictures();
    expect(await imageRow('/flaky.jpg')).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'HTTP 503',
    });

    pictures.serve('/flaky.jpg', await makePicture(200, 300, 'jpeg'));
    await makeDue('/flaky.jpg');
    await fetchDuePictures();
    expect(await imageRow('/flaky.jpg')).toMatchObject({ status: 'stored', attempts: 1, last_error: null });
    expect((await titleDetail(film.id)).poster).toMatch(/^\/images\/poster\//);

    await makeDue('/missing.jpg', IMAGE_MAX_ATTEMPTS - 1);
    await fetchDuePictures();
    const givenUp = await imageRow('/missing.jpg');
    expect(givenUp).toMatchObject({ status: 'failed', attempts: IMAGE_MAX_ATTEMPTS });
    const hits = pictures.hits('/missing.jpg');
    await makeDue('/missing.jpg');
    await fetchDuePictures();
    expect(pictures.hits('/missing.jpg')).toBe(hits);

    expect(await retryFailedImages(server.database.db)).toBe(1);
    expect(await imageRow('/missing.jpg')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('gives a picture in flight back on stop, and a new worker fetches it', async () => {
    pictures.serve('/held.jpg', 'hold');
    const film = await make.title({ titleEn: 'Held', posterUrl: remote('/held.jpg') });
    const arrived = pictures.arrival('/held.jpg');
    const first = startWorker();
    await arrived;
    await first.stop();
    const released = await imageRow('/held.jpg');
    expect(released).toMatchObject({ status: 'pending', attempts: 0 });
    expect(released.due_in_seconds).toBeLessThanOrEqual(0);

    pictures.release('/held.jpg', await makePicture(400, 600, 'jpeg'));
    await fetchDuePictures();
    expect(await imageRow('/held.jpg')).toMatchObject({ status: 'stored' });
    expect((await titleDetail(film.id)).poster).toMatch(/^\/images\/poster\//);
  });
});

describe('migration 0010 on a catalogue that has pictures already', () => {
  it('queues the addresses stored before it and links their rows', async () => {
    const database = await openTestDatabase({ migrated: false });
    try {
      const all = listMigrations();
      await migrate(
        database.sql,
        all.filter((migration) => migration.id < '0010'),
      );
      await database.sql.exec(`
        INSERT INTO titles (slug, type, title_en, poster_url, backdrop_url) VALUES
          ('a', 'movie', 'A', 'https://img.example/a.jpg', 'https://img.example/wide.jpg'),
          ('b', 'movie', 'B', 'https://img.example/a.jpg', '/media/local.jpg');
        INSERT INTO people (slug, fullname_en, image_url) VALUES ('p', 'P', 'https://img.example/p.jpg');`);
      await migrate(database.sql, all);
      const links = await database.sql.query<{
        title: string;
        poster: string | null;
        backdrop: string | null;
      }>(
        `SELECT t.title_en AS title, p.source_url AS poster, b.source_url AS backdrop FROM titles t
         LEFT JOIN images p ON p.id = t.poster_image_id LEFT JOIN images b ON b.id = t.backdrop_image_id
         ORDER BY t.title_en`,
      );
      expect(links).toEqual([
        { title: 'A', poster: 'https://img.example/a.jpg', backdrop: 'https://img.example/wide.jpg' },
        { title: 'B', poster: 'https://img.example/a.jpg', backdrop: null },
      ]);
      const queued = await database.sql.query<{ kind: string; status: string }>(
        'SELECT kind, status FROM images ORDER BY kind, source_url',
      );
      expect(queued).toEqual([
        { kind: 'backdrop', status: 'pending' },
        { kind: 'poster', status: 'pending' },
        { kind: 'profile', status: 'pending' },
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('GET /images/…', () => {
  it('answers 404, never 500, for anything but a stored width', async () => {
    const key = 'a'.repeat(32);
    for (const path of [
      `/images/poster/${key}/480.webp`,
      `/images/poster/${key}/500.webp`,
      `/images/poster/${key}/480.png`,
      `/images/banner/${key}/480.webp`,
      '/images/poster/not-a-key/480.webp',
      `/images/poster/${key.toUpperCase()}/480.webp`,
      `/images/poster/${key}/..%2F..%2Fpglite`,
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});
