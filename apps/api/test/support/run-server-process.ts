import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** The URL the server printed, e.g. http://127.0.0.1:41234/ */
  url: string;
  output(): string;
  /** Resolves as soon as the output so far matches `pattern`; rejects if the server exits first. */
  outputMatches(pattern: RegExp): Promise<void>;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ServerProcessOptions {
  /**
   * `built` runs the bundle `npm start` runs (`apps/api/dist/main.js`, with plain node; build it
   * first); `source` runs `apps/api/src/main.ts` through tsx, so no build is needed. The default
   * is `source`, or `built` when `PARDEH_TEST_SERVER=built`: `npm test` builds the bundle from the
   * same source first, and the bundle starts in half the time.
   */
  from?: 'source' | 'built';
  /** The checkout whose server runs: this repository, or another build's worktree (benchmarks). */
  root?: string;
}

const defaultFrom = () => (process.env.PARDEH_TEST_SERVER === 'built' ? 'built' : 'source');

const serverArgs = ({ from = defaultFrom() }: ServerProcessOptions) =>
  from === 'built' ? ['apps/api/dist/main.js'] : ['--import', 'tsx', 'apps/api/src/main.ts'];

function spawnServer(env: Record<string, string>, options: ServerProcessOptions): ChildProcess {
  return spawn(process.execPath, serverArgs(options), {
    cwd: options.root ?? repoRoot,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the server as `npm start` would, and waits for its "serving" line. */
export function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const child = spawnServer(env, options);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving (http:\/\/\S+\/)/.exec(output);
      if (match?.[1]) {
        resolve({
          child,
          url: match[1],
          output: () => output,
          outputMatches: (pattern) =>
            new Promise((matched, failed) => {
              const check = () => {
                if (!pattern.test(output)) return;
                child.stdout?.off('data', check);
                child.stderr?.off('data', check);
                matched();
              };
              child.stdout?.on('data', check);
              child.stderr?.on('data', check);
              check();
              void exited.then((code) =>
                failed(
                  new Error(`the server exited (${code}) before its output matched ${pattern}:\n${output}`),
                ),
              );
            }),
          stop: async (signal = 'SIGTERM') => {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before serving:\n${output}`)));
  });
}

/** Runs the server expecting it to fail at start; resolves with its exit code and output. */
export function runFailingServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(env, options);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
