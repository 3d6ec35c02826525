import { spawn } from 'node:child_process';
import { messages } from '../../messages.ts';
import { MediaJobFailure } from '../jobs/job-failure.ts';

export interface ToolRun {
  stdout: string;
  /** The last few kilobytes of stderr, for the log of a failure. */
  stderrTail: string;
}

export class ToolFailed extends Error {
  constructor(
    readonly tool: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
    options?: { cause?: unknown },
  ) {
    super(`${tool} failed (exit ${exitCode}): ${stderrTail.slice(-500)}`, options);
  }
}

const STDERR_TAIL_BYTES = 4096;

/**
 * Runs ffmpeg or ffprobe to the end. The signal kills it at once (SIGKILL: a transcoder asked to
 * stop politely first finishes its segment, and shutdown must not wait for that). `onLine` sees
 * each stdout line as it comes (ffmpeg's `-progress pipe:1`), `onStderrLine` each stderr line
 * (what ffmpeg's detection filters log).
 */
export function runTool(
  command: string,
  args: string[],
  options: {
    signal?: AbortSignal;
    onLine?: (line: string) => void;
    onStderrLine?: (line: string) => void;
  } = {},
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let pending = '';
    let stderrTail = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!options.onLine) {
        stdout += chunk;
        return;
      }
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine(line);
    });
    let pendingStderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_BYTES);
      if (!options.onStderrLine) return;
      const lines = (pendingStderr + chunk).split('\n');
      pendingStderr = lines.pop() ?? '';
      for (const line of lines) options.onStderrLine(line);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (options.signal?.aborted) reject(options.signal.reason);
      // No such program: a server without Debian's ffmpeg package. Retrying cannot help.
      else if (error.code === 'ENOENT') {
        reject(new MediaJobFailure(messages.media.failure.toolMissing(command), false, { cause: error }));
      } else reject(error);
    });
    child.on('close', (code) => {
      if (options.signal?.aborted) reject(options.signal.reason);
      else if (code === 0) resolve({ stdout, stderrTail });
      else reject(new ToolFailed(command, code, stderrTail));
    });
  });
}
