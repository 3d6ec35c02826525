// `npm start` runs the built web app and API server. This builds each one whose build is missing or
// older than its sources, so `npm start` works on a fresh clone and after a `git pull` without a
// separate build step. With WEB_DIST_DIR set the operator serves a web build of their own, which
// this leaves alone. `--only api` prepares the API server alone (the browser tests' set-up).
// A production install (`npm ci --omit=dev`) has no build tools: there an existing build is used as is.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');

const builds = [
  {
    name: 'web',
    label: 'the web app',
    built: 'apps/web/dist/.ssr/entry-server.js',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
    tool: 'vite',
    skip: Boolean(process.env.WEB_DIST_DIR),
    build: () => {
      const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@pardeh/web'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) process.exit(result.status ?? 1);
    },
  },
  {
    name: 'api',
    label: 'the API server',
    built: 'apps/api/dist/main.js',
    sources: ['apps/api/src', 'packages/contract/src', 'scripts/build-api.mjs'],
    tool: 'esbuild',
    skip: false,
    build: async () => (await import('./build-api.mjs')).buildApi(),
  },
];

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

const { values } = parseArgs({ options: { only: { type: 'string' } } });
for (const { name, label, built, sources, tool, skip, build } of builds) {
  if (skip || (values.only && values.only !== name)) continue;
  const builtPath = path.join(root, built);
  const builtAt = fs.existsSync(builtPath) ? fs.statSync(builtPath).mtimeMs : 0;
  const sourcesChangedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (builtAt >= sourcesChangedAt) continue;
  if (!fs.existsSync(path.join(root, 'node_modules', tool))) {
    if (builtAt === 0) {
      process.stderr.write(
        `${label} is not built, and this install has no build tools (${tool}): run \`npm ci && npm run build\` first.\n`,
      );
      process.exit(1);
    }
    continue; // a production install serves the build it was given
  }
  process.stdout.write(builtAt === 0 ? `Building ${label}…\n` : `Sources changed; rebuilding ${label}…\n`);
  await build();
}
