import http from 'node:http';
import {
  type CommandRequest,
  commandFrameSchema,
  encodeLine,
  lineReader,
  OPERATOR_COMMANDS_PATH,
} from './operator-protocol.ts';

/** Nothing takes commands on the socket: no server made it, or the one that did has died. */
export class NoOperatorSocketError extends Error {}

export interface SendOptions {
  socketPath: string;
  request: CommandRequest;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Aborting it (Ctrl+C) asks the server to stop the command; its report still comes back. */
  signal: AbortSignal;
  /** Called once the server has taken the command, before any of its output. */
  onAccepted?: () => void;
}

/**
 * Has the server on `socketPath` run a command (`serve-operator-commands.ts`), writing its output
 * here as it comes; resolves with the command's exit code. Rejects with NoOperatorSocketError
 * when nobody listens there, and with an explanation when the server refuses the command or
 * stops before the command has finished (whose effect is then unknown).
 */
export function sendOperatorCommand(options: SendOptions): Promise<number> {
  const { socketPath, request, stdout, stderr, signal } = options;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', askToStop);
      outcome();
    };
    const call = http.request({
      socketPath,
      method: 'POST',
      path: OPERATOR_COMMANDS_PATH,
      agent: false,
      headers: { 'content-type': 'application/x-ndjson', connection: 'close' },
    });
    const askToStop = () => {
      if (!call.destroyed && !call.writableEnded) call.write(encodeLine({ stop: true }));
    };
    signal.addEventListener('abort', askToStop);
    let answered = false;
    let exitCode: number | undefined;
    call.on('error', (error: NodeJS.ErrnoException) => {
      const code = exitCode;
      if (code !== undefined) {
        settle(() => resolve(code)); // the answer was whole; the connection's end does not matter
      } else if (!answered && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) {
        settle(() => reject(new NoOperatorSocketError(`nothing answers on ${socketPath}`)));
      } else {
        settle(() => reject(brokenOff(error.message)));
      }
    });
    call.on('response', (response) => {
      answered = true;
      if (response.statusCode !== 200) {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          settle(() =>
            reject(new Error(`The server refused the command (${response.statusCode}): ${text.trim()}`)),
          ),
        );
        return;
      }
      options.onAccepted?.();
      const read = lineReader((line) => {
        const frame = commandFrameSchema.parse(JSON.parse(line));
        if ('out' in frame) stdout.write(frame.out);
        else if ('err' in frame) stderr.write(frame.err);
        else exitCode = frame.exit;
      });
      response.on('data', (chunk: Buffer) => {
        try {
          read(chunk);
        } catch (error) {
          settle(() =>
            reject(new Error(`The server's answer was not understood: ${(error as Error).message}`)),
          );
          call.destroy();
        }
      });
      response.on('close', () => {
        call.end();
        const code = exitCode;
        if (code === undefined) settle(() => reject(brokenOff('the connection closed')));
        else settle(() => resolve(code));
      });
    });
    call.write(encodeLine(request));
  });
}

const brokenOff = (why: string) =>
  new Error(
    `The server stopped before the command finished (${why}): it may have taken effect or not; ` +
      'check (a list or status command) before running it again.',
  );
