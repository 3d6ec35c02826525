import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136+); it applies to the functions that follow it. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks that a first screen runs (`chunkNames`: codeSplitting groups) with V8's
 * compile hint, so Chromium compiles all their functions on the background thread that streams
 * the file in, instead of one by one on the main thread as each is first called. For the app
 * chunk that was most of the main thread's compiling while a page loads; the functions of those
 * chunks that no first screen calls are few, and compiling them costs no main-thread time.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'pardeh:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions to the chunks, so the hint is their first line.
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || !chunkNames.includes(item.name)) continue;
          item.code = HINT + item.code;
          // The hint is a line of its own: every mapping moves one generated line down.
          const mapFile = bundle[`${item.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          } else if (item.map) {
            item.map.mappings = `;${item.map.mappings}`;
          }
        }
      },
    },
  };
}
