// Bundles the API server into `apps/api/dist/main.js` (plus its migrations), and the transcoding
// worker into `media-worker.js` (`npm run media-worker` without tsx), so production runs them
// with plain `node`: no TypeScript at run time, no devDependency. Packages stay external and load
// from node_modules; only the workspace's own `@pardeh/*` packages, TypeScript source, are bundled.
// `--outdir <dir>` builds elsewhere (the built-server test builds into a throwaway directory).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(root, 'apps/api/src/db/migrations');

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pardeh/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Each file lands whole (written aside, then renamed): a server starting during a rebuild reads
// the old bundle or the new one, never half of one.
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

export async function buildApi(outdir = path.join(root, 'apps/api/dist')) {
  const startedAt = new Date();
  const result = await esbuild.build({
    entryPoints: {
      main: path.join(root, 'apps/api/src/main.ts'),
      'media-worker': path.join(root, 'apps/api/src/cli/media-worker.ts'),
    },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    write: false,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  // `db/migrate.ts` reads the SQL files beside itself: beside the bundle, that is dist/migrations.
  fs.mkdirSync(path.join(outdir, 'migrations'), { recursive: true });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  for (const name of fs.readdirSync(migrationsDir)) {
    writeAtomically(path.join(outdir, 'migrations', name), fs.readFileSync(path.join(migrationsDir, name)));
  }
  // Worker threads' entry files run as they are, beside the bundle that starts them.
  for (const worker of ['accounts/password-worker.mjs']) {
    writeAtomically(
      path.join(outdir, path.basename(worker)),
      fs.readFileSync(path.join(root, 'apps/api/src', worker)),
    );
  }
  // Dated to the build's start, so a source saved while it ran still counts as newer than the build.
  fs.utimesSync(path.join(outdir, 'main.js'), startedAt, startedAt);
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  await buildApi(values.outdir && path.resolve(values.outdir));
}
