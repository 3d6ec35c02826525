import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { TerminalStream } from '../cli/operator-command.ts';
import { type CommandRequest, encodeLine } from './operator-protocol.ts';

/**
 * The operator's stdout or stderr inside the server: what the command writes goes out at once as
 * `{"out": …}` or `{"err": …}` lines of the answer, and it reads as a terminal when the operator's
 * is one (so progress bars draw there). It waits while the operator's side reads slowly; once
 * the operator is gone, what follows is dropped.
 */
export function frameStream(
  response: ServerResponse,
  key: 'out' | 'err',
  terminal: CommandRequest['stdout'],
): TerminalStream {
  const decoder = new StringDecoder('utf8');
  const stream = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, callback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (response.destroyed || text === '') return callback();
      if (response.write(encodeLine(key === 'out' ? { out: text } : { err: text }))) return callback();
      const resume = () => {
        response.off('drain', resume);
        response.off('close', resume);
        callback();
      };
      response.on('drain', resume);
      response.on('close', resume);
    },
  });
  // A late write (a logger after the command ended) must not become an uncaught 'error' event.
  stream.on('error', () => {});
  return Object.assign(stream, { isTTY: terminal.isTTY, columns: terminal.columns });
}

/** Resolves when everything written to `stream` has gone out. */
export const flushed = (stream: TerminalStream) =>
  new Promise<void>((resolve) => {
    stream.end(() => resolve());
  });
