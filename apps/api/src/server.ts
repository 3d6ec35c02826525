import fastifyCookie from '@fastify/cookie';
import { usePersianValidationMessages } from '@pardeh/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { setPasswordHashingLimits } from './accounts/password-hashing-gate.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerMailer } from './email/mailer.ts';
import { registerAdminGuard } from './http/admin.ts';
import { registerAuthentication } from './http/auth.ts';
import { registerCompression } from './http/compression.ts';
import { errorServerOptions, registerErrorHandling } from './http/errors.ts';
import { hostHeaderHttpOptions } from './http/host-header.ts';
import { loggingOptions } from './http/logging.ts';
import { registerMediaAccess } from './http/media-access.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRateLimiting } from './http/rate-limits.ts';
import { requestLogServerOptions } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { httpTimeouts } from './http/timeouts.ts';
import { registerViewerProfile } from './http/viewer-profile.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerMetrics } from './metrics/register-metrics.ts';
import { createPaymentGateways, type PaymentGateways } from './premium/gateways/configured-gateways.ts';
import { registerEventBus } from './realtime/register-event-bus.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { authRoutes } from './routes/auth.ts';
import { collectionRoutes } from './routes/collections.ts';
import { commentsRoutes } from './routes/comments.ts';
import { csrfRoutes } from './routes/csrf.ts';
import { genreRoutes } from './routes/genres.ts';
import { healthRoutes } from './routes/health.ts';
import { homeRoutes } from './routes/home.ts';
import { imageRoutes } from './routes/images.ts';
import { mediaFileRoutes } from './routes/media-files.ts';
import { mediaPassesRoutes } from './routes/media-passes.ts';
import { registerNotificationStream } from './routes/notification-stream.ts';
import { notificationsRoutes } from './routes/notifications.ts';
import { paymentsRoutes } from './routes/payments.ts';
import { peopleRoutes } from './routes/people.ts';
import { phoneRoutes } from './routes/phone.ts';
import { pingRoutes } from './routes/ping.ts';
import { playbackPreferencesRoutes } from './routes/playback-preferences.ts';
import { playbackReportsRoutes } from './routes/playback-reports.ts';
import { premiumRoutes } from './routes/premium.ts';
import { profilesRoutes } from './routes/profiles.ts';
import { progressRoutes } from './routes/progress.ts';
import { requestsRoutes } from './routes/requests.ts';
import { sandboxGatewayRoutes } from './routes/sandbox-gateway.ts';
import { seoRoutes } from './routes/seo.ts';
import { streamSlotsRoutes } from './routes/stream-slots.ts';
import { summaryRoutes } from './routes/summary.ts';
import { supportRoutes } from './routes/support.ts';
import { titleRoutes } from './routes/titles.ts';
import { userRoutes } from './routes/user.ts';
import { watchRoutes } from './routes/watch.ts';
import { watchlistRoutes } from './routes/watchlist.ts';
import { registerSms } from './sms/register-sms.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    paymentGateways: PaymentGateways;
  }
}

export interface ServerDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Where the JSON log goes; standard output when absent (tests read it). */
  logStream?: DestinationStream;
}

/**
 * The web app labels every request as JSON, body or not (`lib/api-client.ts`), so a bodiless POST such as
 * logout arrives as an empty JSON body: read it as no body instead of a 400. Non-empty bodies go
 * through Fastify's own parser (prototype-poisoning checks included).
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });
}

/** Builds the HTTP server (API, OpenAPI docs and the web app) without listening. */
export async function buildServer({ config, database, logStream }: ServerDeps): Promise<FastifyInstance> {
  usePersianValidationMessages();
  const timeouts = httpTimeouts(config);
  setPasswordHashingLimits(config.passwordHashing);
  const app = Fastify({
    ...loggingOptions(config, logStream),
    // Graceful shutdown: stop taking new connections, close idle ones, finish in-flight requests.
    forceCloseConnections: 'idle',
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
    ...timeouts,
    // Node's own server options: the request deadlines and its Host check (off).
    http: { ...timeouts.http, ...hostHeaderHttpOptions },
    ...errorServerOptions,
    ...requestLogServerOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('paymentGateways', createPaymentGateways(config, database.db));
  acceptEmptyJsonBodies(app);
  // First: its headers go on every answer, refusals by later hooks included.
  registerSecurityHeaders(app);

  registerErrorHandling(app);
  await registerMetrics(app);
  await registerCompression(app);
  await registerOpenApi(app, config.publicUrl);
  await app.register(healthRoutes);
  await app.register(fastifyCookie);
  await registerRateLimiting(app);
  registerMailer(app);
  registerSms(app);
  registerAuthentication(app);
  registerViewerProfile(app);
  registerAdminGuard(app);
  registerMediaAccess(app);
  await registerEventBus(app);
  await app.register(csrfRoutes);
  await app.register(authRoutes);
  await app.register(phoneRoutes);
  await app.register(userRoutes);
  await app.register(profilesRoutes);
  await app.register(watchlistRoutes);
  await app.register(progressRoutes);
  await app.register(playbackPreferencesRoutes);
  await app.register(notificationsRoutes);
  await registerNotificationStream(app);
  await app.register(requestsRoutes);
  await app.register(commentsRoutes);
  await app.register(summaryRoutes);
  await app.register(supportRoutes);
  await app.register(pingRoutes);
  await app.register(playbackReportsRoutes);
  await app.register(streamSlotsRoutes);
  await app.register(titleRoutes);
  await app.register(peopleRoutes);
  await app.register(collectionRoutes);
  await app.register(homeRoutes);
  await app.register(genreRoutes);
  await app.register(watchRoutes);
  await app.register(seoRoutes);
  await app.register(imageRoutes);
  await app.register(mediaFileRoutes);
  await app.register(mediaPassesRoutes);
  await app.register(premiumRoutes);
  await app.register(paymentsRoutes);
  await app.register(sandboxGatewayRoutes);
  await app.register(adminRoutes);
  await registerWebApp(app, config.webDistDir);
  return app;
}
