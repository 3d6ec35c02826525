import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  listOf,
  personDetailSchema,
  personResultSchema,
  resourceOf,
  titleDetailSchema,
} from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getParsed } from '../support/catalog-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;
let webDist: string;
let godfatherId: number;
const people: Record<'puzo' | 'coppola' | 'brando' | 'allen', number> = {
  puzo: 0,
  coppola: 0,
  brando: 0,
  allen: 0,
};

beforeAll(async () => {
  // A built index.html, so person pages are resolved (and redirected) by the server.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-jobs-dist-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>پرده</title></head></html>',
  );
  server = await startTestApp({ WEB_DIST_DIR: webDist });
  const make = catalogFactory(server.database);
  const godfather = await make.title({ titleEn: 'The Godfather', year: 1972, imdbVotes: 2_000_000 });
  const sequel = await make.title({ titleEn: 'The Godfather Part II', year: 1974, imdbVotes: 1_300_000 });
  const annie = await make.title({ titleEn: 'Annie Hall', year: 1977, imdbVotes: 280_000 });
  godfatherId = godfather.id;
  // Mario Puzo only wrote; Coppola wrote more than he directed; Brando only acted; Woody Allen
  // acted in as many as he directed (a tie goes to the role listed first: actor).
  people.puzo = (await make.person({ fullnameEn: 'Mario Puzo' })).id;
  people.coppola = (await make.person({ fullnameEn: 'Francis Ford Coppola' })).id;
  people.brando = (await make.person({ fullnameEn: 'Marlon Brando' })).id;
  people.allen = (await make.person({ fullnameEn: 'Woody Allen' })).id;
  for (const title of [godfather, sequel]) {
    await make.credit(title.id, people.puzo, 'writer');
    await make.credit(title.id, people.coppola, 'writer');
  }
  await make.credit(godfather.id, people.coppola, 'director');
  await make.credit(godfather.id, people.brando, 'actor');
  await make.credit(annie.id, people.allen, 'actor');
  await make.credit(annie.id, people.allen, 'director');
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const api = (pathname: string) => `${server.url}/api${pathname}`;
const searchPerson = async (query: string) =>
  (await getParsed(api(`/people/search?query=${encodeURIComponent(query)}`), listOf(personResultSchema)))
    .data[0];

describe("a person's job: the role with most credits", () => {
  it('names writers as writers in search results and files their pages under /people/writer', async () => {
    expect(await searchPerson('mario puzo')).toMatchObject({
      job: 'writer',
      path: `/people/writer/${people.puzo}/mario-puzo`,
      bestStarred: null,
      bestDirected: null,
    });
    expect(await searchPerson('coppola')).toMatchObject({
      job: 'writer',
      path: `/people/writer/${people.coppola}/francis-ford-coppola`,
      bestDirected: { titleEn: 'The Godfather' },
    });
    expect(await searchPerson('brando')).toMatchObject({ job: 'actor' });
    expect(await searchPerson('woody allen')).toMatchObject({ job: 'actor' });
  });

  it('links the title page’s writers and the person page to the same canonical address', async () => {
    const title = await getParsed(api(`/titles/${godfatherId}`), resourceOf(titleDetailSchema));
    expect(title.data.writers.map((writer) => writer.path)).toEqual([
      `/people/writer/${people.puzo}/mario-puzo`,
      `/people/writer/${people.coppola}/francis-ford-coppola`,
    ]);
    expect(title.data.directors.map((director) => director.path)).toEqual([
      `/people/writer/${people.coppola}/francis-ford-coppola`,
    ]);
    const puzo = await getParsed(api(`/people/${people.puzo}`), resourceOf(personDetailSchema));
    expect(puzo.data).toMatchObject({
      job: 'writer',
      path: `/people/writer/${people.puzo}/mario-puzo`,
      filmography: { role: 'writer' },
    });
  });

  it('redirects the old actor address to the writer page, and lists the writer page in the sitemap', async () => {
    const old = await fetch(`${server.url}/people/actor/${people.puzo}/mario-puzo`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/people/writer/${people.puzo}/mario-puzo`);
    const page = await fetch(`${server.url}/people/writer/${people.puzo}/mario-puzo`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Screenwriter');
    const sitemap = await (await fetch(`${server.url}/sitemaps/people-1.xml`)).text();
    expect(sitemap).toContain(`/people/writer/${people.puzo}/mario-puzo</loc>`);
  });
});
