import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { flushed, frameStream } from './frame-stream.ts';
import {
  type CommandRequest,
  commandRequestSchema,
  encodeLine,
  lineReader,
  MAX_SOCKET_PATH_BYTES,
  OPERATOR_COMMANDS_PATH,
  operatorSocketPath,
  stopLineSchema,
} from './operator-protocol.ts';
import { runSentCommand } from './run-sent-command.ts';

export interface OperatorCommandServer {
  socketPath: string;
  /**
   * Stops taking commands (the socket file goes), asks the running ones to stop (an import rolls
   * back, enrichment ends after its title), waits up to `deadlineMs` for them, then cuts them off.
   */
  close(deadlineMs: number): Promise<void>;
}

export interface OperatorCommandServerDeps {
  database: DatabaseHandle;
  config: AppConfig;
  log: FastifyBaseLogger;
}

const MAX_REQUEST_LINE = 1_048_576;

/**
 * Takes operator commands (`npm run users`, `catalog`, …) on `DATA_DIR/operator.sock` while this
 * server holds the embedded database, which no other process may open: the commands run here, on
 * this server's database handle (`operator-protocol.ts` describes the exchange). A socket file
 * left by a server that died is replaced: holding the DATA_DIR lock, this server is its only
 * rightful owner. Refuses (throws) when the socket cannot be made.
 */
export async function serveOperatorCommands(deps: OperatorCommandServerDeps): Promise<OperatorCommandServer> {
  const socketPath = operatorSocketPath(deps.config.dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `${socketPath} is longer than a Unix socket's path may be (${MAX_SOCKET_PATH_BYTES} bytes): use a shorter DATA_DIR`,
    );
  }
  removeStaleSocket(socketPath);
  const running = new Map<AbortController, Promise<void>>();
  // The request's body stays open while the command runs (it carries Ctrl+C): no time limit on it.
  const server = http.createServer({ requestTimeout: 0 }, (request, response) => {
    const controller = new AbortController();
    const done = answer(request, response, controller, deps).finally(() => running.delete(controller));
    running.set(controller, done);
  });
  const closed = new Promise<void>((resolve) => server.once('close', resolve));
  await listenPrivately(server, socketPath);
  return {
    socketPath,
    close: async (deadlineMs) => {
      server.close();
      for (const controller of running.keys()) controller.abort(new Error('the server is stopping'));
      const deadline = new AbortController();
      await Promise.race([
        Promise.allSettled(running.values()),
        delay(deadlineMs, undefined, { signal: deadline.signal }).catch(() => {}),
      ]);
      deadline.abort();
      server.closeAllConnections();
      await closed;
      fs.rmSync(socketPath, { force: true });
    },
  };
}

/** Translates one `POST /commands` into running the command, streaming its output back. */
async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  controller: AbortController,
  deps: OperatorCommandServerDeps,
): Promise<void> {
  // The operator's side closing before the exit line means Ctrl+C twice, or a killed command.
  response.on('close', () => {
    if (!response.writableFinished) controller.abort(new Error('the operator went away'));
  });
  if (request.method !== 'POST' || request.url !== OPERATOR_COMMANDS_PATH) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end(`Send POST ${OPERATOR_COMMANDS_PATH}.\n`);
    return;
  }
  let sent: CommandRequest;
  try {
    sent = await readCommandRequest(request, controller);
  } catch (error) {
    response.writeHead(400, { 'content-type': 'text/plain', connection: 'close' });
    response.end(`Not a command request: ${(error as Error).message}\n`);
    return;
  }
  response.writeHead(200, { 'content-type': 'application/x-ndjson', connection: 'close' });
  response.flushHeaders();
  controller.signal.addEventListener('abort', () =>
    deps.log.info(
      { command: sent.command, reason: (controller.signal.reason as Error).message },
      'operator command asked to stop',
    ),
  );
  const stdout = frameStream(response, 'out', sent.stdout);
  const stderr = frameStream(response, 'err', sent.stderr);
  const exitCode = await runSentCommand(sent, { ...deps, stdout, stderr, signal: controller.signal });
  await Promise.all([flushed(stdout), flushed(stderr)]);
  response.end(encodeLine({ exit: exitCode }));
}

/**
 * The request's first line, validated; every later line may only be `{"stop":true}`, which
 * aborts `controller` as Ctrl+C would (anything else there is ignored).
 */
function readCommandRequest(request: IncomingMessage, controller: AbortController): Promise<CommandRequest> {
  return new Promise((resolve, reject) => {
    let received = false;
    const read = lineReader((line) => {
      if (received) {
        if (isStopLine(line)) controller.abort(new Error('stopped by the operator'));
        return;
      }
      const parsed = commandRequestSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'invalid');
      received = true;
      resolve(parsed.data);
    }, MAX_REQUEST_LINE);
    request.on('data', (chunk: Buffer) => {
      try {
        read(chunk);
      } catch (error) {
        reject(error);
        request.destroy();
      }
    });
    request.on('end', () => reject(new Error('the request ended before its first line')));
    request.on('error', reject);
  });
}

function isStopLine(line: string): boolean {
  try {
    return stopLineSchema.safeParse(JSON.parse(line)).success;
  } catch {
    return false;
  }
}

function removeStaleSocket(socketPath: string): void {
  let stats: fs.Stats;
  try {
    stats = fs.lstatSync(socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!stats.isSocket()) throw new Error(`${socketPath} exists and is not a socket: move it away`);
  fs.rmSync(socketPath);
}

/**
 * Listens on `socketPath` with mode 0600 from its first instant: the socket is made under a
 * umask that leaves only its owner's read and write (binding is synchronous inside `listen`),
 * then set to 0600 again in case the file system ignored it.
 */
async function listenPrivately(server: http.Server, socketPath: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
  fs.chmodSync(socketPath, 0o600);
}
