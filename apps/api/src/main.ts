import { startEnrichmentJob } from './catalog/enrich/start-enrichment-job.ts';
import { refreshCatalogStatistics } from './catalog/maintenance/refresh-catalog-statistics.ts';
import { formatSeedLine, seedCatalogIfEmpty } from './catalog/seed/seed-catalog.ts';
import { warmTitleDetails } from './catalog/titles/warm-title-details.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { migrate } from './db/migrate.ts';
import { openDatabaseFor } from './db/open-for-config.ts';
import { startImageFetching } from './images/start-image-fetching.ts';
import { startOrderExpiry } from './premium/orders/start-order-expiry.ts';
import { buildServer } from './server.ts';
import { stopOnSignals } from './stop-on-signals.ts';

/**
 * `npm start`: open the database, migrate, serve the API and the web app on one port. A stop
 * signal at any point lets the step in progress finish (a half-run migration or seed would be
 * rolled back anyway), skips the rest, and closes whatever is open: server, then database.
 */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  let database: DatabaseHandle | undefined;
  let app: Awaited<ReturnType<typeof buildServer>> | undefined;
  let stopWarming: (() => Promise<void>) | undefined;
  let stopEnrichment: (() => Promise<void>) | undefined;
  let stopImages: (() => Promise<void>) | undefined;
  let stopOrderExpiry: (() => Promise<void>) | undefined;
  let stopRequested = false;

  const startUp = async () => {
    database = await openDatabaseFor(config);
    if (stopRequested) return;
    await migrate(database.sql);
    if (stopRequested) return;
    const seeded = config.seedCatalogue ? await seedCatalogIfEmpty(database) : null;
    if (seeded) {
      await refreshCatalogStatistics(database);
      process.stdout.write(`${formatSeedLine(seeded)}\n`);
    }
    if (stopRequested) return;
    app = await buildServer({ config, database });
    const address = await app.listen({ port: config.port, host: config.host });
    // PORT=0 (tests) binds a free port known only now; the links the app sends out must carry it.
    if (config.publicUrl.endsWith(':0')) config.publicUrl = address;
    if (stopRequested) return;
    stopWarming = warmTitleDetails(database, app.log);
    const { apiKey } = config.tmdb;
    if (apiKey)
      stopEnrichment = startEnrichmentJob({ database, tmdb: { ...config.tmdb, apiKey }, log: app.log });
    stopImages = startImageFetching(database, config, app.log);
    stopOrderExpiry = startOrderExpiry({
      db: database.db,
      gateways: app.paymentGateways,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    const url = config.port === 0 ? `${address}/` : `${config.publicUrl}/`;
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
    process.stdout.write(`Pardeh is serving ${url} (${database.kind} database, ready in ${seconds} s)\n`);
  };
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      try {
        await stopWarming?.();
        await stopEnrichment?.();
        await stopImages?.();
        await stopOrderExpiry?.();
        await app?.close();
      } finally {
        await database?.close();
      }
    })();
    return closing;
  };

  const started = startUp();
  stopOnSignals((signal) => {
    stopRequested = true;
    app?.log.info({ signal }, 'shutting down: finishing in-flight requests');
    void started
      .catch(() => {})
      .then(close)
      .then(
        () => {
          process.stdout.write(`Pardeh stopped (${signal})\n`);
          process.exit(0);
        },
        (error: unknown) => {
          process.stderr.write(`Pardeh did not stop cleanly: ${describeError(error)}\n`);
          process.exit(1);
        },
      );
  });
  try {
    await started;
  } catch (error) {
    // Release the DATA_DIR lock and close the database before reporting the failure.
    if (!stopRequested) await close().catch(() => {});
    throw error;
  }
}

const describeError = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Pardeh could not start: ${describeError(error)}\n`);
  }
  process.exit(1);
});
