import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';

/** Where the server finds the list (apps/api/src/http/page-paths.ts reads it). */
export const PAGE_PATHS_FILE = '.vite/page-paths.json';
/** And the patterns of the pages for signed-in visitors only, which it sends others to sign in from. */
export const SIGNED_IN_PATHS_FILE = '.vite/signed-in-paths.json';

/** The patterns a route table's `pagePaths` export holds, checked: router patterns from the root. */
export function checkPagePaths(exported: unknown, name = 'pagePaths'): string[] {
  if (!Array.isArray(exported) || exported.length === 0) {
    throw new Error(`page-paths: the route table exports no \`${name}\` list`);
  }
  for (const pattern of exported) {
    if (typeof pattern !== 'string' || !pattern.startsWith('/')) {
      throw new Error(`page-paths: ${JSON.stringify(pattern)} is not a path pattern from the root`);
    }
  }
  return exported;
}

/**
 * Writes the address pattern of every page of the web app, as its route table lists them (the
 * `pagePaths` export of `module`, relative to the web app's root), so the server answers any
 * other address with 404 instead of the app with 200 (a soft 404). The table is read as it is, in
 * Node, through Vite's module runner: its rows name their pages' code in functions it never calls,
 * so nothing else of the app loads. One table, no second copy of the patterns.
 */
export function pagePaths(module: string): Plugin {
  let root = '';
  let patterns: string[] = [];
  let signedIn: string[] = [];
  return {
    name: 'pardeh:page-paths',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const file = path.resolve(root, module);
      // No config file: this build's own config (and this plugin in it) must not load again.
      const { module: table } = await runnerImport<{ pagePaths?: unknown; signedInPaths?: unknown }>(file, {
        configFile: false,
        root,
        logLevel: 'silent',
      });
      patterns = checkPagePaths(table.pagePaths);
      signedIn = checkPagePaths(table.signedInPaths, 'signedInPaths');
      const unknown = signedIn.filter((pattern) => !patterns.includes(pattern));
      if (unknown.length > 0)
        throw new Error(`page-paths: signed-in pages that are no page: ${unknown.join(', ')}`);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PAGE_PATHS_FILE, source: JSON.stringify(patterns, null, 2) });
      this.emitFile({
        type: 'asset',
        fileName: SIGNED_IN_PATHS_FILE,
        source: JSON.stringify(signedIn, null, 2),
      });
    },
  };
}
