import fs from 'node:fs';
import path from 'node:path';
import { pagePathMatcher } from '@pardeh/contract/page-paths';

/** Written by the web build (apps/web/build-plugins/page-paths.ts) from the app's route table. */
const PAGE_PATHS_FILE = path.join('.vite', 'page-paths.json');

/**
 * A test of whether a path is a page of the built web app, by the patterns its build wrote;
 * undefined for a build without the list (one made before it existed).
 */
export function readPagePaths(webDistDir: string): ((pathname: string) => boolean) | undefined {
  let patterns: unknown;
  try {
    patterns = JSON.parse(fs.readFileSync(path.join(webDistDir, PAGE_PATHS_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(patterns) || !patterns.every((pattern) => typeof pattern === 'string')) {
    throw new Error(`${PAGE_PATHS_FILE} in ${webDistDir} is not a list of path patterns`);
  }
  return pagePathMatcher(patterns);
}
