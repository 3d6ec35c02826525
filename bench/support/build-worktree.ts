import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A worktree of an earlier build (`ref`), to measure beside this one on the same host: made under
 * var/bench-builds/ and installed on first use, kept for later runs. With `build`, its web app is
 * built too (once). Its server runs from its own source through `startServerProcess({ root })`.
 */
export function buildWorktree(ref: string, { build = false } = {}): { commit: string; root: string } {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  const root = path.join(repoRoot, 'var/bench-builds', commit);
  if (!fs.existsSync(path.join(root, 'package.json'))) {
    fs.mkdirSync(path.dirname(root), { recursive: true });
    execFileSync('git', ['worktree', 'add', '--detach', '--force', root, commit], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  if (!fs.existsSync(path.join(root, 'node_modules'))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  if (build && !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    execFileSync('npm', ['run', 'build', '-w', '@pardeh/web'], { cwd: root, stdio: 'inherit' });
  }
  return { commit, root };
}
