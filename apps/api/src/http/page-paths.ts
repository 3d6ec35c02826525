import fs from 'node:fs';
import path from 'node:path';
import { pagePathMatcher } from '@pardeh/contract/page-paths';

/** Written by the web build (apps/web/build-plugins/page-paths.ts) from the app's route table. */
const PAGE_PATHS_FILE = path.join('.vite', 'page-paths.json');
/** The pages for signed-in visitors only, from the same table. */
const SIGNED_IN_PATHS_FILE = path.join('.vite', 'signed-in-paths.json');

/**
 * A test of whether a path is a page of the built web app, by the patterns its build wrote;
 * undefined for a build without the list (one made before it existed).
 */
export const readPagePaths = (webDistDir: string) => readPatterns(webDistDir, PAGE_PATHS_FILE);

/** A test of whether a path is a page for signed-in visitors only; undefined without the list. */
export const readSignedInPaths = (webDistDir: string) => readPatterns(webDistDir, SIGNED_IN_PATHS_FILE);

function readPatterns(webDistDir: string, file: string): ((pathname: string) => boolean) | undefined {
  let patterns: unknown;
  try {
    patterns = JSON.parse(fs.readFileSync(path.join(webDistDir, file), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(patterns) || !patterns.every((pattern) => typeof pattern === 'string')) {
    throw new Error(`${file} in ${webDistDir} is not a list of path patterns`);
  }
  return pagePathMatcher(patterns);
}
