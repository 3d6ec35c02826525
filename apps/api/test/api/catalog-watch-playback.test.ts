import { resourceOf, type WatchFile, watchFileSchema } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * What the watch answer gives the player (#29): the version's qualities as one stream, the
 * thumbnail track and skip markers (to those who may play the file), and a series episode's place,
 * its season and the episode after it.
 */

let server: TestApp;
let subscriber: string;
let member: string;
let film: { id: number };
let films: Record<'sd' | 'hd' | 'fullHd' | 'dubbed', { id: number }>;
let series: { id: number };
let seriesFiles: Record<
  'e1Original' | 'e1Dubbed' | 'e2Premium' | 'e2Free' | 'e2Dubbed' | 'e3Dubbed' | 's3e2',
  { id: number }
>;
let seasonThree: Array<{ id: number }>;

beforeAll(async () => {
  server = await startTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  const make = catalogFactory(server.database);
  const { sql } = server.database;

  film = await make.title({ titleEn: 'Playback Film', year: 2010, imdbId: 'tt1375666' });
  // Made out of order, so the order of the answer is the API's, not the rows'.
  films = {
    fullHd: await make.file(film.id, { quality: '1080p', language: 'original', premiumOnly: true }),
    sd: await make.file(film.id, { quality: '480p', language: 'original' }),
    dubbed: await make.file(film.id, { quality: '720p', language: 'dubbed' }),
    hd: await make.file(film.id, { quality: '720p', language: 'original' }),
  };
  await sql.query(
    "UPDATE title_files SET thumbnails_key = 'thumbnails/' || id || '/track.vtt' WHERE title_id = $1",
    [film.id],
  );
  await sql.query(
    `INSERT INTO file_markers (file_id, kind, start_seconds, end_seconds, status) VALUES
       ($1, 'credits', 5400.5, 5520, 'confirmed'), ($1, 'intro', 12.5, 83.4, 'confirmed'),
       ($1, 'recap', 0, 10, 'suggested'), ($2, 'intro', 1, 60, 'confirmed')`,
    [films.sd.id, films.fullHd.id],
  );

  series = await make.title({ titleEn: 'Playback Series', type: 'series', imdbId: 'tt0903747' });
  const one = await make.season(series.id, 1, ['Pilot', 'Cat in the Bag', 'And the Bag in the River']);
  await make.season(series.id, 2, []); // announced, no episodes yet: the next episode skips it
  const three = await make.season(series.id, 3, ['No Mas', 'Caballo sin Nombre']);
  seasonThree = three.episodes;
  const [e1, e2, e3] = one.episodes.map((episode) => episode.id) as [number, number, number];
  await sql.query("UPDATE episodes SET runtime = 58, name_fa = 'خلبان' WHERE id = $1", [e1]);
  const episodeFile = (
    episodeId: number,
    quality: string,
    language: 'original' | 'dubbed',
    premiumOnly = false,
  ) => make.file(series.id, { quality, language, episodeId, premiumOnly });
  seriesFiles = {
    e1Original: await episodeFile(e1, '480p', 'original'),
    e1Dubbed: await episodeFile(e1, '720p', 'dubbed'),
    e2Premium: await episodeFile(e2, '1080p', 'original', true),
    e2Free: await episodeFile(e2, '480p', 'original'),
    e2Dubbed: await episodeFile(e2, '480p', 'dubbed'),
    e3Dubbed: await episodeFile(e3, '480p', 'dubbed'),
    // Season 3's first episode has no file yet.
    s3e2: await episodeFile((seasonThree[1] as { id: number }).id, '720p', 'original'),
  };

  const premium = await registerAccount(server.url);
  await sql.query("UPDATE users SET premium_expires_at = now() + interval '30 days' WHERE id = $1", [
    premium.user.id,
  ]);
  subscriber = premium.token;
  member = (await registerAccount(server.url)).token;
});
afterAll(() => server.close());

async function watch(titleKey: string | number, fileId: number, bearer?: string): Promise<WatchFile> {
  const response = await fetch(`${server.url}/api/watch/${titleKey}/${fileId}`, {
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return resourceOf(watchFileSchema).parse(await response.json()).data;
}

describe('renditions', () => {
  it("lists the version's files lowest first, without a premium file's address for others", async () => {
    for (const bearer of [undefined, member]) {
      const data = await watch('tt1375666', films.sd.id, bearer);
      expect(data.renditions).toEqual([
        {
          fileId: films.sd.id,
          quality: '480p',
          height: 480,
          premiumOnly: false,
          url: '/media/sample-480p.mp4',
        },
        {
          fileId: films.hd.id,
          quality: '720p',
          height: 720,
          premiumOnly: false,
          url: '/media/sample-720p.mp4',
        },
        { fileId: films.fullHd.id, quality: '1080p', height: 1080, premiumOnly: true, url: null },
      ]);
      // The other language is a version of its own, still among the files to switch to.
      expect(data.files.map((file) => file.id)).toEqual([
        films.fullHd.id,
        films.hd.id,
        films.sd.id,
        films.dubbed.id,
      ]);
    }
  });

  it("gives a subscriber every rendition's address", async () => {
    const data = await watch(film.id, films.sd.id, subscriber);
    expect(data.renditions.map((rendition) => rendition.url)).toEqual([
      '/media/sample-480p.mp4',
      '/media/sample-720p.mp4',
      '/media/sample-1080p.mp4',
    ]);
  });

  it('lists the renditions of a premium-only file to those who may not play it, addresses only of free ones', async () => {
    const data = await watch(film.id, films.fullHd.id);
    expect(data).toMatchObject({ access: 'premium-required', url: null });
    expect(data.renditions.map((rendition) => [rendition.fileId, rendition.url])).toEqual([
      [films.sd.id, '/media/sample-480p.mp4'],
      [films.hd.id, '/media/sample-720p.mp4'],
      [films.fullHd.id, null],
    ]);
  });

  it('is the one dubbed file for the dubbed version', async () => {
    const data = await watch(film.id, films.dubbed.id);
    expect(data.renditions.map((rendition) => rendition.fileId)).toEqual([films.dubbed.id]);
  });
});

describe('thumbnails and skip markers', () => {
  it('gives a playable file its thumbnail track and its confirmed markers only, in order', async () => {
    const data = await watch(film.id, films.sd.id);
    expect(data.thumbnails).toBe(`/media/thumbnails/${films.sd.id}/track.vtt`);
    expect(data.markers).toEqual([
      { kind: 'intro', start: 12.5, end: 83.4 },
      { kind: 'credits', start: 5400.5, end: 5520 },
    ]);
  });

  it('keeps them from those who may not play the file, and gives them to a subscriber', async () => {
    for (const bearer of [undefined, member]) {
      const data = await watch(film.id, films.fullHd.id, bearer);
      expect(data).toMatchObject({ thumbnails: null, markers: [] });
    }
    const data = await watch(film.id, films.fullHd.id, subscriber);
    expect(data.thumbnails).toBe(`/media/thumbnails/${films.fullHd.id}/track.vtt`);
    expect(data.markers).toEqual([{ kind: 'intro', start: 1, end: 60 }]);
  });

  it('answers none for a file without them', async () => {
    const data = await watch(series.id, seriesFiles.e1Original.id);
    expect(data).toMatchObject({ thumbnails: null, markers: [] });
  });
});

describe('episodes', () => {
  const path = (fileId: number) => `/watch/tt0903747/${fileId}`;

  it('has none for a film', async () => {
    const data = await watch(film.id, films.sd.id);
    expect(data).toMatchObject({ episode: null, seasonEpisodes: [], nextEpisode: null });
  });

  it("names the episode and lists its season with each episode's file in the same version", async () => {
    const data = await watch('tt0903747', seriesFiles.e1Dubbed.id);
    expect(data.episode).toEqual({
      id: data.file.episodeId,
      seasonNumber: 1,
      number: 1,
      nameEn: 'Pilot',
      nameFa: 'خلبان',
      runtime: 58,
      fileId: seriesFiles.e1Dubbed.id,
      path: path(seriesFiles.e1Dubbed.id),
    });
    expect(
      data.seasonEpisodes.map((episode) => [episode.number, episode.nameEn, episode.fileId, episode.path]),
    ).toEqual([
      [1, 'Pilot', seriesFiles.e1Dubbed.id, path(seriesFiles.e1Dubbed.id)],
      [2, 'Cat in the Bag', seriesFiles.e2Dubbed.id, path(seriesFiles.e2Dubbed.id)],
      [3, 'And the Bag in the River', seriesFiles.e3Dubbed.id, path(seriesFiles.e3Dubbed.id)],
    ]);
    expect(data.nextEpisode).toMatchObject({ seasonNumber: 1, number: 2, fileId: seriesFiles.e2Dubbed.id });
  });

  it("falls back to an episode's best file where the version has none: free first, then the original", async () => {
    const data = await watch('tt0903747', seriesFiles.e1Original.id);
    expect(data.seasonEpisodes.map((episode) => episode.fileId)).toEqual([
      seriesFiles.e1Original.id,
      seriesFiles.e2Free.id,
      seriesFiles.e3Dubbed.id,
    ]);
    expect(data.nextEpisode?.fileId).toBe(seriesFiles.e2Free.id);
  });

  it("follows a season's last episode with the next season's first, past a season without episodes", async () => {
    const data = await watch(series.id, seriesFiles.e3Dubbed.id);
    expect(data.episode).toMatchObject({ seasonNumber: 1, number: 3 });
    expect(data.nextEpisode).toEqual({
      id: seasonThree[0]?.id,
      seasonNumber: 3,
      number: 1,
      nameEn: 'No Mas',
      nameFa: null,
      runtime: null,
      fileId: null,
      path: null,
    });
  });

  it('has no next episode after the last one', async () => {
    const data = await watch(series.id, seriesFiles.s3e2.id);
    expect(data.episode).toMatchObject({ seasonNumber: 3, number: 2, fileId: seriesFiles.s3e2.id });
    expect(data.seasonEpisodes.map((episode) => [episode.number, episode.fileId])).toEqual([
      [1, null],
      [2, seriesFiles.s3e2.id],
    ]);
    expect(data.nextEpisode).toBeNull();
  });

  it("keeps the file asked for as its episode's, and gives the episodes to those who may not play it", async () => {
    const data = await watch(series.id, seriesFiles.e2Premium.id);
    expect(data.access).toBe('premium-required');
    expect(data.episode).toMatchObject({ number: 2, fileId: seriesFiles.e2Premium.id });
    expect(data.seasonEpisodes.map((episode) => episode.fileId)).toEqual([
      seriesFiles.e1Original.id,
      seriesFiles.e2Premium.id,
      seriesFiles.e3Dubbed.id,
    ]);
    expect(data.nextEpisode).toMatchObject({ number: 3, path: path(seriesFiles.e3Dubbed.id) });
  });
});
