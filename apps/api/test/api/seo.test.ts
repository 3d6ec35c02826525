import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { homeFirstScreenApiPaths } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFactory } from '../support/catalog-factory.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const PUBLIC_URL = 'https://pardeh.example';
let server: TestApp;
let webDist: string;
let titleId: number;
let directorId: number;
let collectionId: number;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-seo-dist-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><head><meta name="description" content="generic" /><title>پرده</title></head><body></body></html>',
  );
  server = await startTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL });
  const make = catalogFactory(server.database);
  const drama = await make.genre('drama', 'درام', 'Drama');
  const title = await make.title(
    {
      titleEn: 'Baran',
      titleFa: 'باران',
      year: 2001,
      runtime: 94,
      imdbId: 'tt0233841',
      imdbRating: 7.4,
      imdbVotes: 20000,
      plotFa: 'لطیف، کارگر نوجوان ساختمانی، به راز همکار افغانش پی می‌برد.',
    },
    [drama.id],
  );
  titleId = title.id;
  const director = await make.person({
    fullnameEn: 'Majid Majidi',
    fullnameFa: 'مجید مجیدی',
    birthDate: '1959-04-17',
  });
  directorId = director.id;
  await make.credit(title.id, director.id, 'director');
  const collection = await make.collection(
    'iranian-classics',
    'کلاسیک‌های ایرانی',
    [title.id],
    'Iranian classics',
  );
  collectionId = collection.id;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : undefined;
};

describe('server-rendered <head> of catalogue pages', () => {
  it('gives a title page its title, description, canonical link, Open Graph and Movie JSON-LD', async () => {
    const response = await fetch(`${server.url}/titles/${titleId}/baran`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>فیلم باران (Baran) ۲۰۰۱ | پرده</title>');
    expect(html).toContain('<meta name="description" content="لطیف، کارگر نوجوان ساختمانی');
    expect(html).not.toContain('content="generic"');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/titles/${titleId}/baran">`);
    expect(html).toContain('<meta property="og:type" content="video.movie">');
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      '@type': 'Movie',
      name: 'باران',
      alternateName: 'Baran',
      duration: 'PT94M',
      genre: ['درام'],
      director: [{ '@type': 'Person', name: 'مجید مجیدی' }],
      aggregateRating: { ratingValue: 7.4, ratingCount: 20000 },
      sameAs: 'https://www.imdb.com/title/tt0233841/',
    });
  });

  it('redirects a wrong slug to the canonical address, keeping the query', async () => {
    const response = await fetch(`${server.url}/titles/${titleId}/old-name?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/titles/${titleId}/baran?x=1`);
  });

  it('answers unknown or malformed ids with the app and a 404 status', async () => {
    for (const route of [
      '/titles/999999/x',
      '/titles/abc/x',
      '/people/actor/0/x',
      '/collections/99999999999/x',
    ]) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(404);
      expect(await response.text()).toContain('dir="rtl"');
    }
  });

  it('names a watch page as the page does, an episode by series, season and number', async () => {
    const make = catalogFactory(server.database);
    const film = await make.file(titleId, { quality: '720p', language: 'original', premiumOnly: true });
    const filmPage = await fetch(`${server.url}/watch/tt0233841/${film.id}`);
    expect(filmPage.status).toBe(200);
    const filmHtml = await filmPage.text();
    expect(filmHtml).toContain('<title>تماشای باران | پرده</title>');
    expect(filmHtml).toContain(`<link rel="canonical" href="${PUBLIC_URL}/watch/tt0233841/${film.id}">`);
    // A visitor's head: a premium file's address is never in it.
    expect(filmHtml).not.toContain('sample-720p');

    const series = await make.title({ titleEn: 'Shahrzad', titleFa: 'شهرزاد', type: 'series' });
    await make.season(series.id, 1, ['Pilot']);
    const { episodes } = await make.season(series.id, 2, ['One', 'Two']);
    const episodeFile = await make.file(series.id, {
      quality: '480p',
      language: 'original',
      episodeId: episodes[1]?.id,
    });
    const episodeHtml = await (await fetch(`${server.url}/watch/${series.id}/${episodeFile.id}`)).text();
    expect(episodeHtml).toContain('<title>شهرزاد · فصل ۲ · قسمت ۲: Two | پرده</title>');
    expect(episodeHtml).toContain('<meta property="og:type" content="video.tv_show">');

    for (const missing of [`/watch/tt0233841/${episodeFile.id}`, '/watch/tt0233841/999999', '/watch/x/1']) {
      expect((await fetch(`${server.url}${missing}`)).status, missing).toBe(404);
    }
  });

  it('gives a person page Person JSON-LD at the canonical role', async () => {
    const wrongRole = await fetch(`${server.url}/people/actor/${directorId}/majid-majidi`, {
      redirect: 'manual',
    });
    expect(wrongRole.status).toBe(301);
    const response = await fetch(`${server.url}${wrongRole.headers.get('location')}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>مجید مجیدی (Majid Majidi) | پرده</title>');
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'Person', name: 'مجید مجیدی', birthDate: '1959-04-17' });
  });

  it('gives a collection page its name and description', async () => {
    const response = await fetch(`${server.url}/collections/${collectionId}/iranian-classics`);
    const html = await response.text();
    expect(html).toContain('<title>کلاسیک‌های ایرانی | پرده</title>');
    expect(html).toContain('<meta property="og:url" content="https://pardeh.example/collections/');
  });

  it('escapes catalogue text so it cannot break out of the head', async () => {
    const make = catalogFactory(server.database);
    const hostile = await make.title({
      titleEn: '</title><script>alert(1)</script>',
      plotEn: '"><img src=x onerror=alert(1)>',
    });
    const response = await fetch(`${server.url}/titles/${hostile.id}/x`, { redirect: 'follow' });
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(jsonLdOf(html)?.name).toBe('</title><script>alert(1)</script>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('points crawlers at the sitemap and away from private pages', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).toContain('Disallow: /user/');
  });

  it('lists every catalogue page through a sitemap index', async () => {
    const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(index).toContain(`<loc>${PUBLIC_URL}/sitemaps/titles-1.xml</loc>`);
    expect(index).toContain(`<loc>${PUBLIC_URL}/sitemaps/people-1.xml</loc>`);
    const titlesMap = await fetch(`${server.url}/sitemaps/titles-1.xml`);
    expect(titlesMap.headers.get('content-type')).toMatch(/xml/);
    expect(await titlesMap.text()).toContain(`<loc>${PUBLIC_URL}/titles/${titleId}/baran</loc>`);
    const peopleMap = await (await fetch(`${server.url}/sitemaps/people-1.xml`)).text();
    expect(peopleMap).toContain(`/people/director/${directorId}/majid-majidi</loc>`);
    expect((await fetch(`${server.url}/sitemaps/titles-99.xml`)).status).toBe(404);
    expect((await fetch(`${server.url}/sitemaps/titles-1.xml.bak`)).status).toBe(404);
  });
});

describe('first API answers embedded in pages', () => {
  const embeddedOf = (html: string) => {
    const match = /<script id="initial-responses" type="application\/json">(.*?)<\/script>/s.exec(html);
    return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : undefined;
  };
  const pageHtml = async (route: string) =>
    (await fetch(`${server.url}${route}`, { redirect: 'follow' })).text();
  const apiJson = async (route: string) => (await fetch(`${server.url}${route}`)).json();

  it('gives a title page its detail exactly as the API answers it', async () => {
    const embedded = embeddedOf(await pageHtml(`/titles/${titleId}/x`));
    expect(embedded).toEqual({ [`/api/titles/${titleId}`]: await apiJson(`/api/titles/${titleId}`) });
  });

  it('gives the home page its slideshow and first row, and a filtered listing nothing', async () => {
    const expected: Record<string, unknown> = {};
    for (const path of homeFirstScreenApiPaths) expected[path] = await apiJson(path);
    expect(embeddedOf(await pageHtml('/'))).toEqual(expected);
    expect(embeddedOf(await pageHtml('/?order_by=rating'))).toBeUndefined();
  });

  it('embeds nothing in a not-found page or a signed-in page', async () => {
    expect(embeddedOf(await pageHtml('/titles/999999/x'))).toBeUndefined();
    expect(embeddedOf(await pageHtml('/user/dashboard'))).toBeUndefined();
  });

  it('escapes catalogue text so it cannot close the script element', async () => {
    const make = catalogFactory(server.database);
    const hostile = await make.title({ titleEn: '</script><script>alert(2)</script>' });
    const html = await pageHtml(`/titles/${hostile.id}/x`);
    expect(html).not.toContain('<script>alert(2)');
    const embedded = embeddedOf(html)?.[`/api/titles/${hostile.id}`] as { data: { titleEn: string } };
    expect(embedded.data.titleEn).toBe('</script><script>alert(2)</script>');
  });
});
