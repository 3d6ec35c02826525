import { Piscina } from 'piscina';
import { type PasswordHashingLimits, passwordHashingLimits } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';

/**
 * The threads that hash and check passwords. Unbounded, a storm of sign-ins would take every core
 * from the event loop; so a few worker threads (one per core but one), at a lower scheduling
 * priority (`password-worker.mjs`), take the argon2id work, and about a second of it may wait.
 * Past the queue's limit a sign-in answers 503 with Retry-After instead of making every waiting
 * one later. Measured against hashing on libuv's pool in docs/DECISIONS.md, "Password hashing".
 */

export type PasswordTask =
  | { kind: 'hash'; password: string; options: Record<string, number> }
  | { kind: 'verify'; password: string; hash: string };

const RETRY_AFTER_SECONDS = 2;
// tsx and the test runner run the TypeScript source; the bundle has the worker beside main.js.
const WORKER_FILE = new URL('./password-worker.mjs', import.meta.url).href;

let limits = passwordHashingLimits();
let pool: Piscina<PasswordTask, string | boolean> | undefined;

/** The pool, started on first use: a process that never sees a password starts no thread. */
function poolOf(): Piscina<PasswordTask, string | boolean> {
  pool ??= new Piscina({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: limits.concurrency,
    // An idle thread ends after a while; the next sign-in starts one (a few milliseconds).
    idleTimeout: 60_000,
  });
  return pool;
}

/** Sets the limits for this process (the server, from PASSWORD_HASHING_THREADS). */
export function setPasswordHashingLimits(next: PasswordHashingLimits): void {
  limits = next;
  const previous = pool;
  pool = undefined;
  void previous?.close();
}

/** Runs one hash or check on the pool, or throws a 503 when too many already wait. */
export async function runPasswordWork<Result extends string | boolean>(task: PasswordTask): Promise<Result> {
  const current = poolOf();
  if (current.queueSize >= limits.queueLimit) {
    throw new HttpError(503, messages.auth.busy, undefined, RETRY_AFTER_SECONDS);
  }
  return (await current.run(task)) as Result;
}

/** Ends the threads (tests, and a server that stops). */
export async function closePasswordPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}
