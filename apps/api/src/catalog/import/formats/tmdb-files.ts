import fs from 'node:fs';
import path from 'node:path';
import { ImportInputError, parseJsonFile } from '../import-input-error.ts';
import type { ImportBatch, ParsePosition } from '../import-types.ts';
import { mapTmdbResponse, tmdbKindOf } from './tmdb-map.ts';

/** Every .json file under a directory (sorted, so runs are repeatable), or the one file given. */
export function jsonFilesUnder(target: string): string[] {
  if (!fs.existsSync(target)) throw new ImportInputError(target, undefined, 'file or directory not found');
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(target, name));
}

/**
 * Saved TMDB API v3 responses: movie, tv, person and collection details (with any appended
 * sections). Other responses in the directory (lists, credits, configuration...) are skipped and
 * counted.
 */
export async function* parseTmdbFiles(
  target: string,
  report: (position: ParsePosition) => void,
): AsyncIterable<ImportBatch> {
  for (const file of jsonFilesUnder(target)) {
    const body = parseJsonFile(file, await fs.promises.readFile(file, 'utf8'));
    const kind = tmdbKindOf(body);
    report({ file, line: 1 });
    if (!kind) {
      yield {
        skipped: [
          { entity: 'titles', reason: 'file is not a TMDB movie, tv, person or collection response' },
        ],
      };
      continue;
    }
    yield mapTmdbResponse(kind, body as Record<string, unknown>);
  }
}
