/**
 * `npm run` starts commands in the repository's root; INIT_CWD is where the operator typed it,
 * which is what a relative file name means to them.
 */
export const whereInvoked = () => process.env.INIT_CWD ?? process.cwd();

/**
 * Runs `db:backup` or `db:restore` (which open the database themselves and never go through a
 * running server, unlike the commands `run-operator-command.ts` runs): prints the outcome, or
 * usage when `run` gives none, or the error on one line with exit code 1.
 */
export async function runDatabaseCommand(usage: string, run: () => Promise<string> | null): Promise<void> {
  try {
    const outcome = run();
    if (!outcome) {
      process.stderr.write(`${usage}\n`);
      process.exitCode = 1;
      return;
    }
    process.stdout.write(`${await outcome}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
