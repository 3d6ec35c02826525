import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL's `pg_dump` or `pg_restore`: the one on PATH, else the newest of Debian's
 * /usr/lib/postgresql/<version>/bin (where the server package puts them without linking them).
 */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debian = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
    : [];
  const found = [...onPath, ...debian].map((dir) => path.join(dir, name)).find(isExecutable);
  if (!found) {
    throw new Error(
      `${name} was not found: install PostgreSQL's client tools (Debian: postgresql-client, the server's major version or newer) or put them on PATH.`,
    );
  }
  return found;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The connection for a PostgreSQL client tool: the URL without its password, which goes in
 * PGPASSWORD instead, so it never shows in the process list.
 */
export function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** `databaseUrl` with its password masked, for messages. */
export const displayUrl = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
};

/** Runs a client tool to its end; a failure carries what the tool printed on stderr. */
export function runPostgresTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(tool)} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}
