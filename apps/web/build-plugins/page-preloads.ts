import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Where the server finds the list (apps/api/src/http/page-preloads.ts reads it). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/**
 * Writes, for each kind of page, the JavaScript files its first screen needs beyond the entry's:
 * the lazy route chunk and the lazy parts it loads at once, with everything they import. The
 * server lists them as `<link rel="modulepreload">` in that page's HTML, so a phone downloads them
 * alongside the entry instead of discovering them one round trip after another.
 *
 * `pages` maps a page kind to the source modules (relative to the web app's root) of its first
 * screen.
 */
export function pagePreloads(pages: Record<string, readonly string[]>): Plugin {
  let root = '';
  return {
    name: 'pardeh:page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const alreadyLoaded = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
      const preloads: Record<string, string[]> = {};
      for (const [page, modules] of Object.entries(pages)) {
        const files = new Set<string>();
        for (const module of modules) {
          const id = path.resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) this.error(`page-preloads: no chunk holds ${module} (page "${page}")`);
          for (const file of staticClosure(bundle, chunk.fileName)) files.add(file);
        }
        preloads[page] = [...files].filter((file) => !alreadyLoaded.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}

/** A chunk and every chunk it imports statically, directly or not. */
function staticClosure(bundle: OutputBundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return seen;
}
