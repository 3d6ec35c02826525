import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunningCli {
  child: ChildProcess;
  /** Resolves when the command has exited. */
  result: Promise<CliResult>;
  /** Resolves as soon as the command's stderr so far matches `pattern`; rejects if it exits first. */
  stderrMatches(pattern: RegExp): Promise<void>;
}

/** Runs `npm run users -- <args>` as an operator would (without npm's banner), in its own process. */
export const runUsersCli = (args: string[], env: Record<string, string>) => runApiCli('users.ts', args, env);

/** Runs one of apps/api/src/cli/ (`npm run <name> -- <args>`) in its own process. */
export const runApiCli = (script: string, args: string[], env: Record<string, string>): Promise<CliResult> =>
  startApiCli(script, args, env).result;

/** Starts one of apps/api/src/cli/ in its own process, for a test to watch and signal it. */
export function startApiCli(script: string, args: string[], env: Record<string, string>): RunningCli {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${script}`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const result = new Promise<CliResult>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
  const stderrMatches = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(stderr)) return;
        child.stderr.off('data', check);
        resolve();
      };
      child.stderr.on('data', check);
      check();
      void result.then(({ code }) =>
        reject(new Error(`the command exited (${code}) before its stderr matched ${pattern}:\n${stderr}`)),
      );
    });
  return { child, result, stderrMatches };
}
