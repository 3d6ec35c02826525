import { type ChildProcessByStdio, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('writes the owner pid and removes the file on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'pardeh.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'pardeh.lock'))).toBe(false);
  });

  it('refuses while a live process holds the lock', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'pardeh.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'pardeh.lock'), '2147483646');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'pardeh.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

/** A lock-contender process (test/support/lock-contender.ts) and the lines it printed, in order. */
interface Contender {
  child: ChildProcessByStdio<Writable, Readable, null>;
  nextLine(): Promise<string>;
}

function startContender(): Contender {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../support/lock-contender.ts')],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else lines.push(line);
  });
  return {
    child,
    nextLine: () => {
      const line = lines.shift();
      return line === undefined ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve(line);
    },
  };
}

describe('acquireDataDirLock from processes starting at the same instant', () => {
  it("lets exactly one win, on a free directory and over a dead owner's lock", async () => {
    const contenders = Array.from({ length: 6 }, startContender);
    try {
      for (const contender of contenders) expect(await contender.nextLine()).toBe('ready');
      for (let round = 0; round < 12; round++) {
        const dir = tempDir();
        const withStaleLock = round % 2 === 1;
        if (withStaleLock) fs.writeFileSync(path.join(dir, 'pardeh.lock'), '2147483646');
        // A moment all of them reach first: each spins until it, then tries the lock.
        const at = Date.now() + 150;
        for (const { child } of contenders) child.stdin.write(`take ${dir} ${at}\n`);
        const outcomes = await Promise.all(contenders.map((contender) => contender.nextLine()));
        expect(
          outcomes.filter((outcome) => outcome === 'won'),
          `round ${round}: ${outcomes}`,
        ).toHaveLength(1);
        const winner = contenders[outcomes.indexOf('won')];
        expect(fs.readFileSync(path.join(dir, 'pardeh.lock'), 'utf8')).toBe(String(winner?.child.pid));
        for (const { child } of contenders) child.stdin.write('release\n');
        for (const contender of contenders) expect(await contender.nextLine()).toBe('released');
        expect(fs.readdirSync(dir)).toEqual([]);
      }
    } finally {
      for (const { child } of contenders) child.stdin.end();
    }
  }, 60_000);
});
