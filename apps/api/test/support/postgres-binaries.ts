import fs from 'node:fs';
import path from 'node:path';

export interface PostgresBinaries {
  binDir: string;
}

/** Debian's PostgreSQL server binaries (or PG_BIN_DIR), if this machine has them. */
export function findPostgresBinaries(): PostgresBinaries | undefined {
  const candidates = process.env.PG_BIN_DIR
    ? [process.env.PG_BIN_DIR]
    : fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
      : [];
  const binDir = candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
  if (!binDir) {
    process.stdout.write(
      'PostgreSQL server binaries not found (install Debian\'s "postgresql"): the API tests run on the embedded database only.\n',
    );
  }
  return binDir ? { binDir } : undefined;
}
