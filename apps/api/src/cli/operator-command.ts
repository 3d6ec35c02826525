import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';

/** Operator output is English, like the server's logs; users never see it. */
export class UsageError extends Error {}

/**
 * Where a command writes: the operator's terminal, directly or through the server
 * (`operator/`), which tells whether it is a terminal (progress bars draw only on one).
 */
export interface TerminalStream extends NodeJS.WritableStream {
  isTTY?: boolean;
  columns?: number;
}

/** Everything an operator command (`npm run users`, `catalog`, …) works with. */
export interface OperatorCommandContext {
  /** The configured database, migrated; the running server's own handle when it runs the command. */
  database: DatabaseHandle;
  /** The configuration of the process running the command: the server's, through the server. */
  config: AppConfig;
  /** The arguments after `npm run <name> --`. */
  argv: string[];
  /** Where the operator typed the command: relative paths in the arguments start there. */
  cwd: string;
  stdout: TerminalStream;
  stderr: TerminalStream;
  /** Aborted by Ctrl+C (or the server stopping): long commands stop early and say so. */
  signal: AbortSignal;
}

/**
 * One operator command: resolves with what to print on stdout (nothing when it printed as it
 * went), or throws, which prints the error's message on stderr and exits with code 1.
 */
export type OperatorCommand = (context: OperatorCommandContext) => Promise<string | undefined>;
