import type { FastifyInstance } from 'fastify';
import { startArtworkRendering } from './artwork/start-artwork-rendering.ts';
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
import { startMediaJobs } from './media/jobs/start-media-jobs.ts';
import { type OperatorCommandServer, serveOperatorCommands } from './operator/serve-operator-commands.ts';
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
  let app: FastifyInstance | undefined;
  let stopWarming: (() => Promise<void>) | undefined;
  let stopEnrichment: (() => Promise<void>) | undefined;
  let stopImages: (() => Promise<void>) | undefined;
  let stopArtwork: (() => Promise<void>) | undefined;
  let stopOrderExpiry: (() => Promise<void>) | undefined;
  let stopMediaJobs: (() => Promise<void>) | undefined;
  let operatorCommands: OperatorCommandServer | undefined;
  let stopRequested = false;

  const prepareDatabase = async (handle: DatabaseHandle) => {
    if (stopRequested) return;
    await migrate(handle.sql);
    if (stopRequested) return;
    const seeded = config.seedCatalogue ? await seedCatalogIfEmpty(handle) : null;
    if (seeded) {
      await refreshCatalogStatistics(handle);
      process.stdout.write(`${formatSeedLine(seeded)}\n`);
    }
  };

  const startUp = async () => {
    // Migrating and seeding are operator work: on PostgreSQL they run on a connection of their
    // own without the request pool's statement timeout (a first seed takes longer than any request).
    if (config.databaseUrl) {
      const setup = await openDatabaseFor(config, { operatorWork: true });
      try {
        await prepareDatabase(setup);
      } finally {
        await setup.close();
      }
      if (stopRequested) return;
      database = await openDatabaseFor(config);
    } else {
      database = await openDatabaseFor(config);
      await prepareDatabase(database);
    }
    if (stopRequested) return;
    app = await buildServer({ config, database });
    const address = await app.listen({ port: config.port, host: config.host });
    // PORT=0 (tests) binds a free port known only now; the links the app sends out must carry it.
    if (config.publicUrl.endsWith(':0')) config.publicUrl = address;
    if (stopRequested) return;
    // No other process may open the embedded database: operator commands reach it through here.
    if (database.kind === 'pglite') operatorCommands = await takeOperatorCommands(database, app);
    if (stopRequested) return;
    stopWarming = warmTitleDetails(database, app.log);
    const { apiKey } = config.tmdb;
    if (apiKey)
      stopEnrichment = startEnrichmentJob({ database, tmdb: { ...config.tmdb, apiKey }, log: app.log });
    stopImages = startImageFetching(database, config, app.log);
    stopArtwork = startArtworkRendering(database, config, app.log);
    stopOrderExpiry = startOrderExpiry({
      db: database.db,
      gateways: app.paymentGateways,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    // Transcoding runs here unless MEDIA_WORKER_CONCURRENCY=0; a stop kills ffmpeg and requeues its job.
    stopMediaJobs = startMediaJobs({
      db: database.db,
      config: config.media,
      events: app.events,
      log: app.log,
    })?.stop;
    const url = config.port === 0 ? `${address}/` : `${config.publicUrl}/`;
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
    process.stdout.write(`Pardeh is serving ${url} (${database.kind} database, ready in ${seconds} s)\n`);
  };
  const stopJobs = async () => {
    await stopWarming?.();
    await stopEnrichment?.();
    await stopImages?.();
    await stopArtwork?.();
    await stopOrderExpiry?.();
    await stopMediaJobs?.();
  };
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      try {
        // The server stops listening at once (new connections are refused) and drains: requests in
        // flight finish, event streams end (their preClose hook); the jobs stop meanwhile.
        const outcomes = await Promise.allSettled([
          app && drainServer(app),
          operatorCommands?.close(DRAIN_DEADLINE_MS),
          stopJobs(),
        ]);
        const failure = outcomes.find((outcome) => outcome.status === 'rejected');
        if (failure) throw failure.reason;
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

/**
 * Requests still running this long after a stop signal are cut off, well before a container's
 * stop timeout (Docker's is 10 s) ends the process with SIGKILL and the database unclosed.
 */
const DRAIN_DEADLINE_MS = 8_000;

async function drainServer(app: FastifyInstance): Promise<void> {
  // A keep-alive connection whose last request is done would otherwise stay open, and the server
  // with it, until its keep-alive timeout: close each one as soon as it falls idle.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => app.server.closeAllConnections(), DRAIN_DEADLINE_MS);
  try {
    await app.close();
  } finally {
    clearInterval(closeIdle);
    clearTimeout(deadline);
  }
}

/**
 * Listens for operator commands in DATA_DIR; a server that cannot still serves the site, and the
 * commands then refuse while it runs, pointing at this warning's socket.
 */
async function takeOperatorCommands(
  database: DatabaseHandle,
  app: FastifyInstance,
): Promise<OperatorCommandServer | undefined> {
  try {
    return await serveOperatorCommands({ database, config: app.config, log: app.log });
  } catch (error) {
    app.log.warn({ err: error }, 'operator commands cannot reach this server');
    return undefined;
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
