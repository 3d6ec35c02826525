/**
 * The home page's initial JavaScript, gzipped: the entry chunk and every chunk it imports
 * statically, plus the home page's first-screen scripts that the server preloads
 * (`.vite/page-preloads.json`: the home route and the showcase it loads at once), each counted
 * once. Reads the build's manifests, so run `npm run build` first.
 *
 *   node --import tsx bench/web-bundle-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { recordFigure } from './support/figures.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const GOAL_KB = 170;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) throw new Error('No Vite manifest: run `npm run build` first.');
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

const pagePreloads = JSON.parse(fs.readFileSync(path.join(dist, '.vite/page-preloads.json'), 'utf8')) as {
  home?: string[];
};
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey || !pagePreloads.home) throw new Error('the build lists no entry or no home page preloads');

const files = new Set<string>();
const collect = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
};
collect(entryKey);
for (const file of pagePreloads.home) files.add(file.replace(/^\//, ''));

const rows = [...files].map((file) => {
  const source = fs.readFileSync(path.join(dist, file));
  return { file, raw: source.length, gzip: zlib.gzipSync(source, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
// kB as Vite prints them (1,000 bytes): the stricter reading of the goal.
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
for (const row of rows)
  process.stdout.write(`  ${row.file.padEnd(44)} ${kb(row.raw).padStart(9)} → ${kb(row.gzip)}\n`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const rawTotal = rows.reduce((sum, row) => sum + row.raw, 0);
process.stdout.write(
  `home page initial JS: ${kb(total)} gzipped (${kb(rawTotal)} raw, ${rows.length} files); goal: ≤ ${GOAL_KB} kB\n`,
);
recordFigure({
  name: 'home page initial JS, gzipped',
  value: `${kb(total)} (${kb(rawTotal)} raw, ${rows.length} files)`,
  goal: `≤ ${GOAL_KB} kB`,
  met: total / 1000 <= GOAL_KB,
});
