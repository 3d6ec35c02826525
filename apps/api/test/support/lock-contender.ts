/**
 * One process racing for the DATA_DIR lock (test/unit/lock.test.ts). Commands arrive on stdin, one
 * a line: `take <dir> <at>` spins until the clock reads `at` (epoch ms; every contender gets the
 * same one, so they start together), tries the lock and prints `won` or `lost`;
 * `release` lets go of a lock it holds and prints `released`.
 */
import readline from 'node:readline';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/lock.ts';

let release: (() => void) | undefined;
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const [command, dir = '', at = '0'] = line.split(' ');
  if (command === 'take') {
    while (Date.now() < Number(at)) {
      // Busy-wait: a timer would wake each process at a slightly different moment.
    }
    try {
      release = acquireDataDirLock(dir);
      process.stdout.write('won\n');
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      process.stdout.write('lost\n');
    }
  } else if (command === 'release') {
    release?.();
    release = undefined;
    process.stdout.write('released\n');
  }
});
process.stdout.write('ready\n');
