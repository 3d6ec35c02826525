import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabaseFor } from '../db/open-for-config.ts';
import { whereInvoked } from './database-command.ts';
import { type OperatorCommandName, performOperatorCommand } from './operator-commands.ts';

/**
 * The entry of every operator command (`npm run users`, `catalog`, …): runs it on the configured
 * database, migrated first, and exits with its code. Any failure, the embedded database's lock
 * included, is its message on stderr and exit code 1.
 */
export async function runOperatorCommand(name: OperatorCommandName, argv: string[]): Promise<void> {
  const stop = stopOnSignals();
  try {
    const config = loadConfig();
    const database = await openDatabaseFor(config, { operatorWork: true });
    try {
      await migrate(database.sql);
      process.exitCode = await performOperatorCommand(name, {
        database,
        config,
        argv,
        cwd: whereInvoked(),
        stdout: process.stdout,
        stderr: process.stderr,
        signal: stop.signal,
      });
    } finally {
      await database.close();
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    stop.dispose();
  }
}

/**
 * The first Ctrl+C (or SIGTERM) asks the command to stop: long ones (imports, enrichment) end
 * early and report, short ones finish. A second one leaves at once.
 */
function stopOnSignals(): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(130);
    process.stderr.write('Stopping… (once more to leave at once)\n');
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
