import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasReferenceData, referenceData, runCatalogCommand } from '../support/catalog-reference-data.ts';
import { databaseLine, openCommandDatabase, useCommandEnvironment } from '../support/command-environment.ts';
import { testDatabaseKind } from '../support/test-database.ts';

interface WikidataFile {
  films: Record<string, { imdb?: string[] }>;
}

/** `npm run catalog -- import ...` as a separate process against a throwaway database. */
describe.runIf(hasReferenceData)(`catalog import command (${testDatabaseKind()})`, () => {
  const wikidataFile = path.join(referenceData, 'wikidata-iranian-films/db.json');
  const env = useCommandEnvironment('pardeh-catalog-cli-');
  const query = async <Row>(text: string): Promise<Row[]> => {
    // The command has exited and released the embedded database, so the test may open it.
    const database = await openCommandDatabase(env);
    try {
      return await database.sql.query<Row>(text);
    } finally {
      await database.close();
    }
  };

  it('imports the Wikidata films, with Baran directed by Majid Majidi', { timeout: 120_000 }, async () => {
    const result = await runCatalogCommand(['import', 'wikidata', wikidataFile], env);
    expect(result.stderr).toBe(databaseLine(env));
    expect(result.code).toBe(0);
    const films = Object.values((JSON.parse(fs.readFileSync(wikidataFile, 'utf8')) as WikidataFile).films);
    const imdbIds = films.flatMap((film) => film.imdb ?? []);
    // Films sharing an IMDb id are one title.
    const expectedTitles = films.length - (imdbIds.length - new Set(imdbIds).size);
    expect(result.stdout).toMatch(new RegExp(`titles\\s+${expectedTitles.toLocaleString('en-US')} inserted`));
    const [count] = await query<{ n: number }>('SELECT count(*)::int AS n FROM titles');
    expect(count?.n).toBe(expectedTitles);
    const baran = await query<{ titleEn: string; titleFa: string; director: string }>(
      `SELECT t.title_en AS "titleEn", t.title_fa AS "titleFa", p.fullname_fa AS director
       FROM titles t JOIN credits c ON c.title_id = t.id AND c.role = 'director' JOIN people p ON p.id = c.person_id
       WHERE t.imdb_id = 'tt0233841'`,
    );
    expect(baran).toEqual([{ titleEn: 'Baran', titleFa: 'باران', director: 'مجید مجیدی' }]);
  });

  it('is idempotent: a second run inserts nothing', { timeout: 120_000 }, async () => {
    const result = await runCatalogCommand(['import', 'wikidata', wikidataFile], env);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(/[1-9][\d,]* inserted/);
    expect(result.stdout).toMatch(/titles\s+0 inserted/);
  });

  it('rejects a malformed file naming the file and line, and writes nothing', {
    timeout: 60_000,
  }, async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-bad-netflix-'));
    const header =
      'id,title,type,description,release_year,age_certification,runtime,genres,production_countries,seasons,imdb_id,imdb_score,imdb_votes,tmdb_popularity,tmdb_score';
    fs.writeFileSync(
      path.join(directory, 'titles.csv'),
      `${header}\ntm1,Good Film,MOVIE,,2001,,90,['drama'],['US'],,tt0000001,7.0,100.0,1.0,7.0\ntm2,Bad Film,PODCAST,,2001,,90,[],[],,,,,,\n`,
    );
    fs.writeFileSync(path.join(directory, 'credits.csv'), 'id,title_id,name,character,role\n');
    const [before] = await query<{ n: number }>('SELECT count(*)::int AS n FROM titles');
    const result = await runCatalogCommand(['import', 'netflix', directory], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/titles\.csv, line 3: column type: "PODCAST" is neither MOVIE nor SHOW/);
    const [after] = await query<{ n: number }>('SELECT count(*)::int AS n FROM titles');
    expect(after?.n).toBe(before?.n);
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it.runIf(testDatabaseKind() === 'pglite')(
    'refuses an embedded database another command holds',
    { timeout: 60_000 },
    async () => {
      // This test process stands in for another command: a live pid in the lock file, no socket.
      fs.writeFileSync(path.join(env.DATA_DIR, 'pardeh.lock'), String(process.pid));
      try {
        const result = await runCatalogCommand(['import', 'wikidata', wikidataFile], env);
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          new RegExp(`in use by process ${process.pid}, which takes no operator commands`),
        );
      } finally {
        fs.rmSync(path.join(env.DATA_DIR, 'pardeh.lock'), { force: true });
      }
    },
  );
});
