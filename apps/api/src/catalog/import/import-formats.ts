import { parseImdb } from './formats/imdb.ts';
import { parseNetflix } from './formats/netflix.ts';
import { parseTmdbFiles } from './formats/tmdb-files.ts';
import { parseWikidata } from './formats/wikidata.ts';
import type { BatchSource } from './run-import.ts';

/** The file formats `npm run catalog -- import <format> <path>` reads. */
export const fileFormats = {
  wikidata:
    (target: string): BatchSource =>
    (report) =>
      parseWikidata(target, report),
  netflix:
    (target: string): BatchSource =>
    (report) =>
      parseNetflix(target, report),
  tmdb:
    (target: string): BatchSource =>
    (report) =>
      parseTmdbFiles(target, report),
  imdb:
    (target: string): BatchSource =>
    (report) =>
      parseImdb(target, report),
} as const;

export type FileFormat = keyof typeof fileFormats;

export const isFileFormat = (name: string): name is FileFormat => Object.hasOwn(fileFormats, name);
