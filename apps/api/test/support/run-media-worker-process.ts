import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface MediaWorkerProcess {
  pid: number;
  output(): string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `npm run media-worker` (its script, without npm) and waits for its "running" line: the
 * bundle when `PARDEH_TEST_SERVER=built`, as the servers run-server-process.ts starts.
 */
export function startMediaWorkerProcess(env: Record<string, string>): Promise<MediaWorkerProcess> {
  const entry =
    process.env.PARDEH_TEST_SERVER === 'built'
      ? ['apps/api/dist/media-worker.js']
      : ['--import', 'tsx', 'apps/api/src/cli/media-worker.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // 'close', not 'exit': by then its output has all arrived.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('media worker is running')) return;
      child.stdout.off('data', onData);
      child.stdout.on('data', (more: Buffer) => {
        output += more.toString();
      });
      resolve({
        pid: child.pid as number,
        output: () => output,
        stop: async (signal = 'SIGTERM') => {
          child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) =>
      reject(new Error(`the media worker exited with ${code} before running:\n${output}`)),
    );
  });
}
