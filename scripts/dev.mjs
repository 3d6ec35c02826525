// `npm run dev`: the API with reload on change, and Vite's dev server (which proxies /api to it).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '8080';
const children = [
  ['api', 'npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/main.ts'], { PORT: apiPort }],
  [
    'web',
    'npx',
    ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'],
    { PARDEH_API_URL: `http://127.0.0.1:${apiPort}` },
  ],
].map(([name, command, args, env]) => {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    process.stderr.write(`[${name}] exited with ${code}\n`);
    shutdown(code ?? 1);
  });
  return child;
});

let exiting = false;
function shutdown(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
