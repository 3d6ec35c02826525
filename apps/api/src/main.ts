import { refreshCatalogStatistics } from './catalog/maintenance/refresh-catalog-statistics.ts';
import { formatSeedLine, seedCatalogIfEmpty } from './catalog/seed/seed-catalog.ts';
import { warmTitleDetails } from './catalog/titles/warm-title-details.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { migrate } from './db/migrate.ts';
import { openDatabaseFor } from './db/open-for-config.ts';
import { buildServer } from './server.ts';

/** `npm start`: open the database, migrate, serve the API and the web app on one port. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabaseFor(config);
  let app: Awaited<ReturnType<typeof buildServer>> | undefined;
  let stopWarming: (() => Promise<void>) | undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await stopWarming?.();
      await app?.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await migrate(database.sql);
  const seeded = await seedCatalogIfEmpty(database);
  if (seeded) {
    await refreshCatalogStatistics(database);
    process.stdout.write(`${formatSeedLine(seeded)}\n`);
  }
  app = await buildServer({ config, database });
  const address = await app.listen({ port: config.port, host: config.host });
  stopWarming = warmTitleDetails(database, app.log);
  const url = config.port === 0 ? `${address}/` : `${config.publicUrl}/`;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  process.stdout.write(`Pardeh is serving ${url} (${database.kind} database, ready in ${seconds} s)\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Pardeh could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
