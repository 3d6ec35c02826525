import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build-plugins/compile-hints.ts';
import { pagePaths } from './build-plugins/page-paths.ts';
import { pagePreloads } from './build-plugins/page-preloads.ts';
import { precompressAssets } from './build-plugins/precompress-assets.ts';
import { preloadFonts } from './build-plugins/preload-fonts.ts';
import { startAfterFirstPaint } from './build-plugins/start-after-first-paint.ts';

const apiTarget = process.env.PARDEH_API_URL ?? 'http://127.0.0.1:8080';

/**
 * What the first screens of both the home and the title page use: data hooks, loading skeletons,
 * the title card family, the links to a title's pages.
 */
const sharedByFirstScreens = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](@tanstack[\\/]react-query|@mui[\\/]material[\\/]Skeleton)[\\/]`,
    // The play icon of the trailer and watch buttons, on both the slideshow and the title page.
    String.raw`[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]PlayArrowRounded\.`,
    String.raw`[\\/]src[\\/]components[\\/](title-card|poster-image|ratings)[\\/]`,
    String.raw`[\\/]src[\\/]components[\\/](lazy-row|render-after-paint|link-button)\.tsx$`,
    String.raw`[\\/]src[\\/]features[\\/]titles[\\/]lib[\\/]watch-links\.ts$`,
  ].join('|'),
);

/**
 * The chunks of the first screens: everything the entry imports statically, and the first screens
 * of the home and title pages, which the server preloads. Each is one file rather than a score of
 * small shared chunks, so it costs one request, not a queue of them on a phone's few connections,
 * and each carries V8's compile hint (build-plugins/compile-hints.ts).
 */
const firstScreenChunks = [
  // With it, what the first screen of nearly every page renders with, so the title page does not
  // load the home page's file for those (or the other way round).
  {
    name: 'app',
    test: (id: string) => /[\\/]src[\\/]main\.tsx$/.test(id) || sharedByFirstScreens.test(id),
    priority: 3,
  },
  { name: 'title-page', test: /[\\/]features[\\/]titles[\\/]routes[\\/]title\.tsx$/, priority: 1 },
  {
    name: 'home-page',
    test: /[\\/]features[\\/]discover[\\/](routes[\\/]home|components[\\/]showcase[\\/]showcase-(content|rows))\.tsx$/,
    priority: 2,
  },
];

/** Where the server's renderer goes (apps/api/src/http/page-renderer.ts loads it; never served). */
export const SERVER_ENTRY_DIR = 'dist/.ssr';

/**
 * The server's build (`vite build --ssr`, after the browser's): `src/entry-server.tsx` and all it
 * uses in one ES module, packages included, so Node loads no package's own entry (MUI's and the
 * icons' ESM files are written for bundlers).
 */
const serverBuild = defineConfig({
  resolve: { dedupe: ['stylis'] },
  plugins: [react()],
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: SERVER_ENTRY_DIR,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        resolve: {
          // One stylis copy (emotion's) for emotion's serializer and our RTL plugin.
          dedupe: ['stylis'],
          // react-router's package exports point every bundler at its development build (its only
          // difference: dev warnings on); production builds take the production one.
          alias:
            command === 'build'
              ? [
                  {
                    find: /^react-router$/,
                    replacement: fileURLToPath(
                      import.meta.resolve('react-router').replace('/development/', '/production/'),
                    ),
                  },
                ]
              : [],
        },
        plugins: [
          react(),
          // The first screen of the pages most often entered from outside (search results, shared links).
          pagePreloads({
            home: [
              'src/features/discover/routes/home.tsx',
              'src/features/discover/components/showcase/showcase-content.tsx',
              'src/features/discover/components/showcase/showcase-rows.tsx',
            ],
            title: ['src/features/titles/routes/title.tsx'],
            watch: ['src/features/watch/routes/watch.tsx'],
          }),
          // The pages the server answers 200 for; any other address gets 404 (with the app's not-found page).
          pagePaths('src/app/page-rows.ts'),
          startAfterFirstPaint(),
          // Vazirmatn's two weights (its Arabic subset, theme/global.css): the first screen uses both.
          preloadFonts(/^assets\/vazirmatn-arabic-(400|700)-normal-[\w-]+\.woff2$/),
          compileHints(firstScreenChunks.map((chunk) => chunk.name)),
          precompressAssets(),
        ],
        server: {
          port: 5173,
          host: '127.0.0.1',
          // In development the API runs on its own port; the browser still sees one origin.
          // Uploaded media (`/media/<asset uuid>/`, `/media/subtitles/`) come from the API; the demo clip
          // in public/media stays with Vite.
          proxy: {
            '/api': apiTarget,
            '/sanctum': apiTarget,
            '/sitemap.xml': apiTarget,
            '/images': apiTarget,
            '^/media/(?:subtitles|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/': apiTarget,
          },
        },
        // The manifest lets bench/web-bundle-size.ts find the home route's initial chunks.
        build: {
          target: 'es2022',
          sourcemap: true,
          manifest: true,
          rolldownOptions: {
            output: {
              codeSplitting: { groups: firstScreenChunks },
            },
          },
        },
      },
);
