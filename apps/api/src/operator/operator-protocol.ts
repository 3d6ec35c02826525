import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { z } from 'zod';

/**
 * How an operator command reaches the server that holds the embedded database: plain HTTP/1.1 on
 * a Unix socket in DATA_DIR (mode 0600: only DATA_DIR's owner, who could open the database
 * anyway, gets in). One `POST /commands` per command, both bodies newline-delimited JSON: the
 * request's first line says what to run, a later `{"stop":true}` line is Ctrl+C; the answer
 * streams the command's output as it is written and ends with its exit code.
 */
export const operatorSocketPath = (dataDir: string) => path.join(dataDir, 'operator.sock');

export const OPERATOR_COMMANDS_PATH = '/commands';

/** Linux keeps 107 bytes of a socket's path and silently cuts the rest: a longer one is refused. */
export const MAX_SOCKET_PATH_BYTES = 107;

const terminalSchema = z.object({
  isTTY: z.boolean(),
  columns: z.number().int().min(1).max(10_000).optional(),
});

export const commandRequestSchema = z.object({
  /** The `npm run` name: users, catalog, … */
  command: z.string().min(1).max(50),
  argv: z.array(z.string().max(100_000)).max(1_000),
  /** Where the operator typed it: relative paths in `argv` start there. */
  cwd: z.string().min(1).max(4_096),
  stdout: terminalSchema,
  stderr: terminalSchema,
});
export type CommandRequest = z.infer<typeof commandRequestSchema>;

/** A line the operator's side sends after the request: stop as if Ctrl+C had been pressed. */
export const stopLineSchema = z.object({ stop: z.literal(true) });

/** One line of the answer: a piece of the command's stdout or stderr, or its exit code (the last line). */
export const commandFrameSchema = z.union([
  z.object({ out: z.string() }).strict(),
  z.object({ err: z.string() }).strict(),
  z.object({ exit: z.number().int().min(0).max(255) }).strict(),
]);
export type CommandFrame = z.infer<typeof commandFrameSchema>;

export const encodeLine = (value: CommandFrame | CommandRequest | z.infer<typeof stopLineSchema>) =>
  `${JSON.stringify(value)}\n`;

/**
 * Splits a byte stream of UTF-8 text into lines, handing each non-empty one to `onLine`; throws
 * when a line grows past `maxLength` characters.
 */
export function lineReader(
  onLine: (line: string) => void,
  maxLength = Number.POSITIVE_INFINITY,
): (chunk: Buffer | string) => void {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return (chunk) => {
    pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
    let end = pending.indexOf('\n');
    while (end >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      if (line.trim()) onLine(line);
      end = pending.indexOf('\n');
    }
    if (pending.length > maxLength) throw new Error(`a line longer than ${maxLength} characters`);
  };
}
