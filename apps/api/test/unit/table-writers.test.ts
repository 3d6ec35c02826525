import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Where the API's SQL lives (docs/DECISIONS.md, "Code health: the API (#28)"). Biome's import rules
 * keep other files from reaching a data module or the schema's tables; this reads the source for
 * what imports cannot show:
 *
 * - who writes each table: one data module per table group, which alone inserts, updates, deletes
 *   or locks its rows (Drizzle's `.insert(table)`, `.update(table)`, `.delete(table)`, and
 *   `INSERT INTO`, `UPDATE`, `DELETE FROM`, `TRUNCATE`, `LOCK TABLE` in SQL text), so a second
 *   writer of a table fails here, naming the file;
 * - that SQL statements are written only in data modules (`*-db.ts`) and the fragments they share
 *   (`*-sql.ts`), besides the database's own plumbing (`db/`, `realtime/`);
 * - that no other file takes the schema as a namespace (`import * as`), which Biome's name
 *   pattern cannot see.
 */

const src = path.join(import.meta.dirname, '../../src');

const accounts = 'accounts/accounts-db.ts';
const comments = 'library/comments/comments-db.ts';
const likes = 'library/likes/likes-db.ts';
const progress = 'library/progress/progress-db.ts';
const requests = 'library/requests/requests-db.ts';
const media = 'media/media-db.ts';
const orders = 'premium/orders/orders-db.ts';
const support = 'support/support-db.ts';
// The catalogue's two writers by design: the import writer (imports, TMDB enrichment, the demo
// seed: bulk statements that keep what an operator locked) and the operator's edits (which lock).
const importWriter = 'catalog/import/catalog-writer-db.ts';
// Who links and merges what the importer wrote (#32): the import's person matching, the canon's
// links to titles and people already there, the merge of two people (import and console), and
// the seed's lock on hand-checked genres.
const personMatching = 'catalog/import/person-matching-db.ts';
const canonLinks = 'catalog/canon/canon-db.ts';
const personMerge = 'catalog/people/person-merge-db.ts';
const seedLocks = 'catalog/seed/seed-db.ts';

/** Every table, with the data modules that may write it. */
const writers: Record<string, string[]> = {
  users: [accounts],
  sessions: [accounts],
  one_time_tokens: [accounts],
  premium_adjustments: [accounts],
  login_failures: ['accounts/login-failures-db.ts'],
  trusted_devices: ['accounts/trusted-devices-db.ts'],
  phone_codes: ['accounts/phone/phone-codes-db.ts'],
  // Migration 0036's trigger on users inserts an account's first profile too.
  profiles: ['profiles/profiles-db.ts'],
  audit_entries: ['admin/audit/audit-db.ts'],
  rate_limit_counters: ['http/rate-limit-counters-db.ts'],
  images: ['images/images-db.ts'],
  rendered_artworks: ['artwork/artwork-db.ts'],
  comments: [comments],
  comment_reports: [comments],
  comment_blocks: [comments],
  title_likes: [likes],
  comment_likes: [likes],
  // The catalogue triggers of migration 0009 insert notifications too.
  notifications: ['library/notifications/notifications-db.ts'],
  watch_progress: [progress],
  watch_history: [progress],
  content_requests: [requests],
  content_request_subscribers: [requests],
  watchlist_items: ['library/watchlist/watchlist-db.ts'],
  playback_preferences: ['library/playback-preferences/playback-preferences-db.ts'],
  media_assets: [media],
  title_files: [media],
  screenshots: [media],
  file_subtitles: [media],
  file_markers: ['media/markers/markers-db.ts'],
  media_jobs: ['media/jobs/jobs-db.ts'],
  media_signing_keys: ['media/access/access-db.ts'],
  media_stream_keys: ['media/access/access-db.ts'],
  media_upload_locks: ['media/uploads/upload-locks-db.ts'],
  playback_reports: ['playback/playback-db.ts'],
  search_misses: ['catalog/search-misses/search-misses-db.ts'],
  stream_slots: ['playback/stream-slots/stream-slots-db.ts'],
  plans: ['premium/plans/plans-db.ts'],
  payment_orders: [orders],
  payment_order_events: [orders],
  gift_codes: ['premium/gifts/gift-codes-db.ts'],
  sandbox_payments: ['premium/gateways/sandbox-payments-db.ts'],
  support_messages: [support],
  support_replies: [support],
  home_rows: ['catalog/home/home-rows-db.ts'],
  title_enrichment: ['catalog/enrich/enrichment-db.ts'],
  titles: [importWriter, 'catalog/admin/admin-titles-db.ts', seedLocks],
  title_genres: [importWriter, 'catalog/admin/admin-titles-db.ts'],
  people: [importWriter, 'catalog/admin/admin-people-db.ts', personMerge],
  person_redirects: [personMerge],
  seasons: [importWriter, 'catalog/admin/admin-seasons-db.ts'],
  episodes: [importWriter, 'catalog/admin/admin-seasons-db.ts'],
  collections: [importWriter, 'catalog/collections/collections-db.ts'],
  collection_titles: [importWriter, 'catalog/collections/collections-db.ts'],
  genres: [importWriter],
  credits: [importWriter, personMerge],
  title_sources: [importWriter, canonLinks],
  person_sources: [importWriter, personMatching, canonLinks, personMerge],
  // Kept by the triggers of migration 0007 from titles' names.
  title_word_starts: [],
  // Kept by the triggers of migration 0032 from titles' names.
  title_words: [],
  title_word_variants: [],
};

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The schema's tables: Drizzle's variable name → the SQL table's name. */
function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of sourceFiles(path.join(src, 'db/schema'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      tables.set(match[1] as string, match[2] as string);
    }
  }
  return tables;
}

/** The tables a source text writes, by SQL name. */
function writtenTables(text: string, tables: Map<string, string>): Set<string> {
  const names = new Set(tables.values());
  const written = new Set<string>();
  for (const match of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = tables.get(match[1] as string);
    if (table) written.add(table);
  }
  for (const match of text.matchAll(/LOCK TABLE \$\{(\w+)\}/g)) {
    const table = tables.get(match[1] as string);
    if (table) written.add(table);
  }
  const statement =
    /\b(?:INSERT INTO|UPDATE|DELETE FROM|TRUNCATE(?: TABLE)?|LOCK TABLE)\s+(?:ONLY\s+)?(\w+)/g;
  for (const match of text.matchAll(statement)) {
    const table = match[1] as string;
    if (names.has(table)) written.add(table);
  }
  return written;
}

/** Source text without its comments (a comment may well say "SELECT … FROM"). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** An SQL statement's opening, as this code base writes them (upper-case keywords). */
const STATEMENT =
  /\b(?:SELECT\b[^;]*?\bFROM\b|INSERT INTO\b|DELETE FROM\b|UPDATE \w+(?: AS \w+)? SET\b|VACUUM\b|ANALYZE \w)/;

const tables = schemaTables();
const files = sourceFiles(src)
  .filter((file) => !file.includes(`${path.sep}db${path.sep}`))
  .map((file) => path.relative(src, file).split(path.sep).join('/'));

describe('table writers', () => {
  it('names the writers of every table in the schema', () => {
    expect([...tables.values()].sort()).toEqual(Object.keys(writers).sort());
  });

  it('finds writes in Drizzle calls and SQL text', () => {
    const source = [
      'await tx.update(users).set({});',
      'await db.delete(homeRows);',
      `sql\`LOCK TABLE $\{homeRows}\`;`,
      "'UPDATE titles AS t SET x = 1';",
      '`INSERT INTO episodes (a)`',
    ].join('\n');
    const found = writtenTables(source, tables);
    expect([...found].sort()).toEqual(['episodes', 'home_rows', 'titles', 'users']);
  });

  it('each table is written by its writers only', () => {
    const foreign: Record<string, string[]> = {};
    for (const file of files) {
      const text = fs.readFileSync(path.join(src, file), 'utf8');
      const others = [...writtenTables(text, tables)].filter((table) => !writers[table]?.includes(file));
      if (others.length > 0) foreign[file] = others;
    }
    expect(foreign, 'files writing tables whose writer is another module').toEqual({});
  });
});

describe('SQL statements', () => {
  it('finds a statement in a string, not in a comment', () => {
    expect(STATEMENT.test(withoutComments('// SELECT a FROM b\nconst x = 1;'))).toBe(false);
    expect(STATEMENT.test(withoutComments("query('SELECT id FROM titles WHERE id = $1')"))).toBe(true);
  });

  it('statements are written only in data modules and their fragments', () => {
    const plumbing = /^(?:db|realtime)\//;
    const outside = files
      .filter((file) => !/-(?:db|sql)\.ts$/.test(file) && !plumbing.test(file))
      .flatMap((file) => {
        const statement = withoutComments(fs.readFileSync(path.join(src, file), 'utf8')).match(STATEMENT);
        return statement ? [`${file}: ${statement[0].slice(0, 40)}`] : [];
      });
    expect(outside).toEqual([]);
  });
});

describe('the schema', () => {
  it('is imported whole (a namespace) by no file but data modules', () => {
    const namespace = /import \* as \w+ from '[^']*db\/schema\//;
    const importers = files.filter(
      (file) =>
        !/-(?:db|sql)\.ts$/.test(file) && namespace.test(fs.readFileSync(path.join(src, file), 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});
