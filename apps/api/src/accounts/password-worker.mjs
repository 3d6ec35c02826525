// @ts-check
// One argon2id hash or check, on a worker thread of the password pool (`password-hashing-gate.ts`).
// Plain JavaScript so that every way the server runs (tsx, the esbuild bundle, the test runner)
// can start it as it is. The thread lowers its own scheduling priority first: on a busy machine a
// storm of sign-ins then takes only the CPU the event loop leaves, never the loop's own share.
import fs from 'node:fs';
import os from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';

const LOWER_PRIORITY = 10;

try {
  // On Linux a thread is a task of its own: /proc/thread-self names its id, which setpriority takes.
  const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(threadId, LOWER_PRIORITY);
} catch {
  // Another system, or not allowed: hashing runs at the process's priority.
}

/**
 * @param {{ kind: 'hash', password: string, options: import('@node-rs/argon2').Options }
 *   | { kind: 'verify', password: string, hash: string }} task
 * @returns {string | boolean}
 */
export default function passwordWork(task) {
  if (task.kind === 'hash') return hashSync(task.password, task.options);
  try {
    return verifySync(task.hash, task.password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}
