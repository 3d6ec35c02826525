import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuditEntry, PersonDuplicatePair, PersonMergeResult } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportBatch, TitleInput } from '../../src/catalog/import/import-types.ts';
import { runImport } from '../../src/catalog/import/run-import.ts';
import { adminRequest, auditEntriesOf, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/** One person per person: imports merge people across sources; the console reports and merges the rest. */
describe(`people merged across sources (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let webDist: string;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let userToken: string;
  let make: ReturnType<typeof catalogFactory>;

  const importBatches = (...batches: ImportBatch[]) =>
    runImport(server.database, async function* () {
      yield* batches;
    });
  const film = (source: string, sourceId: string, titleEn: string, imdbId: string | null): TitleInput => ({
    source,
    sourceId,
    type: 'movie',
    titleEn,
    imdbId,
    year: 2001,
  });
  const peopleNamed = (name: string) =>
    server.database.sql.query<{ id: number; fullnameFa: string | null; sources: string[]; credits: number }>(
      `SELECT p.id, p.fullname_fa AS "fullnameFa",
         ARRAY(SELECT s.source || ':' || s.source_id FROM person_sources s WHERE s.person_id = p.id ORDER BY 1) AS sources,
         (SELECT count(*)::int FROM credits c WHERE c.person_id = p.id) AS credits
       FROM people p WHERE regexp_replace(p.fullname_en, '\\s+', ' ', 'g') ILIKE $1 ORDER BY p.id`,
      [name],
    );
  const asAdmin = (method: string, url: string, body?: unknown) =>
    adminRequest(server, admin.token, method, url, body);
  const merge = (keptId: number, duplicateId: unknown, token: string | null = admin.token) =>
    adminRequest(server, token, 'POST', `/api/admin/people/${keptId}/merge`, { duplicateId });
  const creditsOf = (personId: number) =>
    server.database.sql.query<{ titleId: number; role: string; characterName: string | null }>(
      `SELECT title_id AS "titleId", role, character_name AS "characterName" FROM credits
       WHERE person_id = $1 ORDER BY title_id, role`,
      [personId],
    );

  beforeAll(async () => {
    // A built index.html, so person pages are resolved (and redirected) by the server.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-merge-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head></head></html>');
    server = await startTestApp({ SEED_CATALOGUE: 'false', WEB_DIST_DIR: webDist });
    admin = await registerAdmin(server);
    userToken = (await registerAccount(server.url)).token;
    make = catalogFactory(server.database);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('merges by IMDb id, and by name on a shared title whatever the spelling', async () => {
    await importBatches({
      titles: [film('alpha', 'a-bb', 'Breaking Bad', 'tt0903747')],
      people: [
        { source: 'alpha', sourceId: 'a-bc', fullnameEn: 'Bryan Cranston' },
        { source: 'alpha', sourceId: 'a-ap', fullnameEn: 'Aaron Paul', imdbId: 'nm0666739' },
      ],
      credits: [
        {
          title: { source: 'alpha', sourceId: 'a-bb' },
          person: { source: 'alpha', sourceId: 'a-bc' },
          role: 'actor',
        },
        {
          title: { source: 'alpha', sourceId: 'a-bb' },
          person: { source: 'alpha', sourceId: 'a-ap' },
          role: 'actor',
        },
      ],
    });
    await importBatches({
      titles: [film('beta', 'b-bb', 'Breaking Bad', 'tt0903747')],
      people: [
        { source: 'beta', sourceId: '17419', fullnameEn: 'BRYAN  CRANSTON', fullnameFa: 'برایان کرانستون' },
        { source: 'beta', sourceId: '84497', fullnameEn: 'A. Paul', imdbId: 'nm0666739' },
      ],
      credits: [
        {
          title: { source: 'beta', sourceId: 'b-bb' },
          person: { source: 'beta', sourceId: '17419' },
          role: 'actor',
        },
        {
          title: { source: 'beta', sourceId: 'b-bb' },
          person: { source: 'beta', sourceId: '84497' },
          role: 'actor',
        },
      ],
    });
    expect(await peopleNamed('bryan cranston')).toEqual([
      {
        id: expect.any(Number),
        fullnameFa: 'برایان کرانستون',
        sources: ['alpha:a-bc', 'beta:17419'],
        credits: 1,
      },
    ]);
    expect(await peopleNamed('a. paul')).toEqual([
      { id: expect.any(Number), fullnameFa: null, sources: ['alpha:a-ap', 'beta:84497'], credits: 1 },
    ]);
  });

  it('merges the same name in both scripts, and a person first met on another title', async () => {
    await importBatches({
      titles: [film('alpha', 'a-sh', 'Shahrzad', null)],
      people: [
        { source: 'alpha', sourceId: 'a-sh1', fullnameEn: 'Shahab Hosseini', fullnameFa: 'شهاب حسینی' },
      ],
      credits: [
        {
          title: { source: 'alpha', sourceId: 'a-sh' },
          person: { source: 'alpha', sourceId: 'a-sh1' },
          role: 'actor',
        },
      ],
    });
    await importBatches({
      titles: [film('beta', 'b-se', 'The Salesman', 'tt5186714')],
      people: [
        { source: 'beta', sourceId: 'Q1800870', fullnameEn: 'Shahab Hosseini', fullnameFa: 'شهاب‌حسيني' },
      ],
      credits: [
        {
          title: { source: 'beta', sourceId: 'b-se' },
          person: { source: 'beta', sourceId: 'Q1800870' },
          role: 'actor',
        },
      ],
    });
    expect(await peopleNamed('shahab hosseini')).toEqual([
      expect.objectContaining({ sources: ['alpha:a-sh1', 'beta:Q1800870'], credits: 2 }),
    ]);

    // Park Hae-soo: listed by the second source on another title first, on the shared one later.
    await importBatches({
      titles: [film('alpha', 'a-sg', 'Squid Game', 'tt10919420')],
      people: [{ source: 'alpha', sourceId: 'a-ph', fullnameEn: 'Park Hae-soo' }],
      credits: [
        {
          title: { source: 'alpha', sourceId: 'a-sg' },
          person: { source: 'alpha', sourceId: 'a-ph' },
          role: 'actor',
        },
      ],
    });
    await importBatches(
      {
        titles: [
          film('beta', 'b-pr', 'Prison Playbook', 'tt7345478'),
          film('beta', 'b-sg', 'Squid Game', 'tt10919420'),
        ],
        people: [{ source: 'beta', sourceId: '200276', fullnameEn: 'Park Hae Soo' }],
        credits: [
          {
            title: { source: 'beta', sourceId: 'b-pr' },
            person: { source: 'beta', sourceId: '200276' },
            role: 'actor',
          },
        ],
      },
      {
        credits: [
          {
            title: { source: 'beta', sourceId: 'b-sg' },
            person: { source: 'beta', sourceId: '200276' },
            role: 'actor',
          },
        ],
      },
    );
    expect(await peopleNamed('park hae%')).toEqual([
      expect.objectContaining({ sources: ['alpha:a-ph', 'beta:200276'], credits: 2 }),
    ]);
  });

  it('keeps two people of one name apart without a shared title, or when one source lists both', async () => {
    await importBatches({
      titles: [film('alpha', 'a-x', 'First Film', null)],
      people: [{ source: 'alpha', sourceId: 'a-ak', fullnameEn: 'Ali Karimi' }],
      credits: [
        {
          title: { source: 'alpha', sourceId: 'a-x' },
          person: { source: 'alpha', sourceId: 'a-ak' },
          role: 'director',
        },
      ],
    });
    await importBatches({
      titles: [film('beta', 'b-y', 'Second Film', null), film('beta', 'b-z', 'Third Film', null)],
      people: [
        { source: 'beta', sourceId: 'b-ak', fullnameEn: 'Ali Karimi' },
        { source: 'beta', sourceId: 'b-mj1', fullnameEn: 'Mohammad Ali Jafari', fullnameFa: 'محمدعلی جعفری' },
        { source: 'beta', sourceId: 'b-mj2', fullnameEn: 'Mohammad Ali Jafari', fullnameFa: 'محمدعلی جعفری' },
      ],
      credits: [
        {
          title: { source: 'beta', sourceId: 'b-y' },
          person: { source: 'beta', sourceId: 'b-ak' },
          role: 'actor',
        },
        {
          title: { source: 'beta', sourceId: 'b-y' },
          person: { source: 'beta', sourceId: 'b-mj1' },
          role: 'actor',
        },
        {
          title: { source: 'beta', sourceId: 'b-z' },
          person: { source: 'beta', sourceId: 'b-mj2' },
          role: 'actor',
        },
      ],
    });
    expect(await peopleNamed('ali karimi')).toHaveLength(2);
    expect(await peopleNamed('mohammad ali jafari')).toHaveLength(2);
  });

  describe('the console', () => {
    let kept: number;
    let duplicate: number;
    let titles: number[];

    beforeAll(async () => {
      // Two records of one person the import could not pair (written by hand, no sources).
      titles = [];
      for (const titleEn of ['Leila', 'A Separation', 'About Elly'])
        titles.push((await make.title({ titleEn, year: 2010 })).id);
      kept = (await make.person({ fullnameEn: 'Taraneh Alidoosti', imdbId: 'nm1729393' })).id;
      duplicate = (await make.person({ fullnameEn: 'Taraneh  Alidoosti', fullnameFa: 'ترانه علیدوستی' })).id;
      await make.credit(titles[0] as number, kept, 'actor');
      await make.credit(titles[1] as number, kept, 'actor');
      await make.credit(titles[1] as number, duplicate, 'actor', { characterName: 'Simin' });
      await make.credit(titles[2] as number, duplicate, 'actor', { characterName: 'Elly' });
    });

    it('reports the likely pair with its evidence', async () => {
      const response = await asAdmin('GET', '/api/admin/people/duplicates');
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: PersonDuplicatePair[] };
      expect(data).toEqual([
        {
          people: [
            expect.objectContaining({ id: kept, credits: 2, imdbId: 'nm1729393' }),
            expect.objectContaining({ id: duplicate, credits: 2, fullnameFa: 'ترانه علیدوستی' }),
          ],
          evidence: {
            sameName: true,
            sameNameInBothScripts: false,
            sameImdbId: false,
            sharedTitles: [{ id: titles[1], titleEn: 'A Separation', titleFa: null }],
          },
        },
      ]);
    });

    it('refuses visitors, users, unknown people and a person merged into itself', async () => {
      expect((await adminRequest(server, null, 'GET', '/api/admin/people/duplicates')).status).toBe(401);
      expect((await adminRequest(server, userToken, 'GET', '/api/admin/people/duplicates')).status).toBe(403);
      expect((await merge(kept, duplicate, null)).status).toBe(401);
      expect((await merge(kept, duplicate, userToken)).status).toBe(403);
      expect((await merge(kept, 2_000_000_000)).status).toBe(404);
      expect((await merge(2_000_000_000, duplicate)).status).toBe(404);
      const itself = await merge(kept, kept);
      expect(itself.status).toBe(422);
      expect(((await itself.json()) as { message: string }).message).toMatch(/خودش/);
      expect((await merge(kept, 'x')).status).toBe(422);
      expect(await creditsOf(duplicate)).toHaveLength(2);
    });

    it('moves the credits once each, keeps the fields, redirects the old address and audits', async () => {
      const response = await merge(kept, duplicate);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: PersonMergeResult }).data).toEqual({
        keptId: kept,
        mergedId: duplicate,
        movedCredits: 2,
      });
      expect(await creditsOf(kept)).toEqual([
        { titleId: titles[0], role: 'actor', characterName: null },
        { titleId: titles[1], role: 'actor', characterName: 'Simin' },
        { titleId: titles[2], role: 'actor', characterName: 'Elly' },
      ]);
      expect((await peopleNamed('taraneh alidoosti'))[0]?.fullnameFa).toBe('ترانه علیدوستی');

      const api = await fetch(`${server.url}/api/people/${duplicate}?order_by=year`, { redirect: 'manual' });
      expect(api.status).toBe(301);
      expect(api.headers.get('location')).toBe(`/api/people/${kept}?order_by=year`);
      const page = await fetch(`${server.url}/people/actor/${duplicate}/taraneh-alidoosti`, {
        redirect: 'manual',
      });
      expect(page.status).toBe(301);
      expect(page.headers.get('location')).toBe(`/people/actor/${kept}/taraneh-alidoosti`);

      const [entry] = (await auditEntriesOf(server, admin.token, {
        type: 'person',
        id: kept,
      })) as AuditEntry[];
      expect(entry).toMatchObject({ action: 'merge-people', after: { keptId: kept, mergedId: duplicate } });
      expect((await merge(kept, duplicate)).status).toBe(404);
      const report = (await (await asAdmin('GET', '/api/admin/people/duplicates')).json()) as {
        data: unknown[];
      };
      expect(report.data).toEqual([]);
    });

    it('loses no credit when merges run in parallel', async () => {
      const hub = (await make.person({ fullnameEn: 'Hub Person' })).id;
      const others: number[] = [];
      for (let index = 0; index < 6; index++) {
        const other = (await make.person({ fullnameEn: `Other ${index}` })).id;
        const title = (await make.title({ titleEn: `Parallel ${index}` })).id;
        await make.credit(title, other, 'actor');
        await make.credit(title, hub, 'director');
        others.push(other);
      }
      const answers = await Promise.all(others.map((other) => merge(hub, other)));
      expect(answers.map((answer) => answer.status)).toEqual(others.map(() => 200));
      expect(await creditsOf(hub)).toHaveLength(12);

      // Two operators merging one pair both ways at once: one wins, the other finds it gone.
      const a = (await make.person({ fullnameEn: 'Twin A' })).id;
      const b = (await make.person({ fullnameEn: 'Twin B' })).id;
      for (const [person, titleEn] of [
        [a, 'Twin Film A'],
        [b, 'Twin Film B'],
      ] as const)
        await make.credit((await make.title({ titleEn })).id, person, 'actor');
      const both = await Promise.all([merge(a, b), merge(b, a)]);
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 404]);
      const survivor = both[0]?.status === 200 ? a : b;
      expect(await creditsOf(survivor)).toHaveLength(2);
    });
  });
});
