import { type AppConfig, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  describeDatabase,
  hasEmbeddedDatabase,
  NoSiteDatabaseError,
  requireSiteDatabase,
} from '../db/database-location.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabaseFor } from '../db/open-for-config.ts';
import { operatorSocketPath } from '../operator/operator-protocol.ts';
import { NoOperatorSocketError, sendOperatorCommand } from '../operator/send-operator-command.ts';
import { whereInvoked } from './database-command.ts';
import { type OperatorCommandName, performOperatorCommand } from './operator-commands.ts';

/**
 * The entry of every operator command (`npm run users`, `catalog`, …): runs it on the configured
 * database and exits with its code. Its first line, on stderr, names the database it used.
 *
 * - PostgreSQL (DATABASE_URL): connects, as any number of processes may.
 * - The embedded database (DATA_DIR) when no process holds it: opens it here.
 * - The embedded database a server holds: has that server run the command
 *   (`operator/`), since a second process must never open it.
 *
 * Never creates a database: a DATA_DIR without one, or a PostgreSQL database never migrated, is
 * refused, naming where it looked. Any failure is its message on stderr and exit code 1.
 */
export async function runOperatorCommand(name: OperatorCommandName, argv: string[]): Promise<void> {
  const stop = stopOnSignals();
  try {
    const config = loadConfig();
    process.exitCode = config.databaseUrl
      ? await runOnPostgres(name, argv, config, stop.signal)
      : await runOnEmbedded(name, argv, config, stop.signal);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    stop.dispose();
  }
}

const announceDatabase = (what: string) => process.stderr.write(`Database: ${what}\n`);

async function runOnPostgres(
  name: OperatorCommandName,
  argv: string[],
  config: AppConfig,
  signal: AbortSignal,
): Promise<number> {
  announceDatabase(describeDatabase(config));
  return runHere(name, argv, config, await openDatabaseFor(config, { operatorWork: true }), signal);
}

async function runOnEmbedded(
  name: OperatorCommandName,
  argv: string[],
  config: AppConfig,
  signal: AbortSignal,
): Promise<number> {
  // Checked before anything touches DATA_DIR: opening would create a database there.
  if (!hasEmbeddedDatabase(config.dataDir)) throw new NoSiteDatabaseError(config);
  let database: DatabaseHandle;
  try {
    database = await openDatabaseFor(config, { operatorWork: true });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return runThroughServer(name, argv, config, error.ownerPid, signal);
  }
  announceDatabase(describeDatabase(config));
  return runHere(name, argv, config, database, signal);
}

/** Runs the command in this process, on a database it opened (and closes). */
async function runHere(
  name: OperatorCommandName,
  argv: string[],
  config: AppConfig,
  database: DatabaseHandle,
  signal: AbortSignal,
): Promise<number> {
  try {
    await requireSiteDatabase(database.sql, config);
    await migrate(database.sql);
    return await performOperatorCommand(name, {
      database,
      config,
      argv,
      cwd: whereInvoked(),
      stdout: process.stdout,
      stderr: process.stderr,
      signal,
    });
  } finally {
    await database.close();
  }
}

/** Has the server holding the embedded database (process `ownerPid`) run the command. */
async function runThroughServer(
  name: OperatorCommandName,
  argv: string[],
  config: AppConfig,
  ownerPid: number,
  signal: AbortSignal,
): Promise<number> {
  const socketPath = operatorSocketPath(config.dataDir);
  try {
    return await sendOperatorCommand({
      socketPath,
      request: {
        command: name,
        argv,
        cwd: whereInvoked(),
        stdout: { isTTY: process.stdout.isTTY === true, columns: process.stdout.columns },
        stderr: { isTTY: process.stderr.isTTY === true, columns: process.stderr.columns },
      },
      stdout: process.stdout,
      stderr: process.stderr,
      signal,
      onAccepted: () =>
        announceDatabase(`${describeDatabase(config)}, through the server (process ${ownerPid})`),
    });
  } catch (error) {
    if (!(error instanceof NoOperatorSocketError)) throw error;
    throw new Error(
      `The embedded database in ${config.dataDir} is in use by process ${ownerPid}, which takes no ` +
        `operator commands (${error.message}): another command, or a server still starting. ` +
        'Try again once it has finished.',
    );
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
