// Builds the web app when its build is missing or older than its sources, so `npm start` works on a
// fresh clone and after a `git pull` without a separate build step. With WEB_DIST_DIR set the
// operator serves a build of their own, which this script leaves alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

if (process.env.WEB_DIST_DIR) process.exit(0);

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const sourcesChangedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (builtAt < sourcesChangedAt) {
  process.stdout.write(
    builtAt === 0 ? 'Building the web app…\n' : 'Web sources changed; rebuilding the web app…\n',
  );
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@pardeh/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
