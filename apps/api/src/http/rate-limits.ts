import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forgetOldSignInRecords } from '../accounts/forget-old-sign-in-records.ts';
import { messages } from '../messages.ts';
import { clientNetwork } from './client-network.ts';
import { HttpError } from './errors.ts';
import { deleteExpiredCounters } from './rate-limit-counters-db.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/**
 * Every rate limit of the API, in one place. Counters live in the database
 * (`rate-limit-store.ts`), so N instances on one PostgreSQL count together; keys name the
 * action, so limits of different actions never share a counter. Password login's lock-out policy
 * is a use case of its own (`accounts/login-throttle.ts`); its rows are swept here too.
 */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  // global: false: only the routes below are limited, each through its own hooks.
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(app.database.db) });
  sweepExpiredLimits(app);
}

const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Deletes ended windows and forgotten login failures every few minutes, so the tables hold only
 * recent traffic. Each instance sweeps; the deletes are idempotent.
 */
function sweepExpiredLimits(app: FastifyInstance): void {
  const db = app.database.db;
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = async () => {
    try {
      await deleteExpiredCounters(db);
      await forgetOldSignInRecords(db);
    } catch (error) {
      app.log.warn({ err: error }, 'rate-limit sweep failed');
    }
  };
  const timer = setInterval(() => {
    sweeping = sweep();
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping; // the database closes after the app: let a running sweep finish first
  });
}

const WINDOW_MS = 60_000;

/** The auth calls that guess passwords or tokens, or send mail. */
export type LimitedAction =
  | 'register'
  | 'login'
  | 'login-with-token'
  | 'login-link'
  | 'forgot-password'
  | 'reset-password'
  | 'change-password'
  | 'phone-code'
  | 'phone-verify'
  | 'add-email';

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** A hook that answers 429 with a Persian message (and Retry-After) once a key is over its limit. */
const enforce =
  (check: Check, message: string = messages.auth.tooManyAttempts) =>
  async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded)
      throw new HttpError(429, message, undefined, result.ttlInSeconds);
  };

/** Per client address (`AUTH_RATE_LIMIT_PER_IP` a minute); an onRequest hook, so even rejected bodies count. */
export function limitPerIp(app: FastifyInstance, action: LimitedAction) {
  return enforce(
    app.createRateLimit({
      max: app.config.authRateLimit.perIp,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${action}:ip:${clientNetwork(request.ip)}`,
    }),
  );
}

/**
 * Per target address (`AUTH_RATE_LIMIT_PER_EMAIL` a minute), so flooding one inbox needs more than
 * many client addresses (sign-in and reset links; password login has its own policy). A
 * preHandler hook: it reads the validated body.
 */
export function limitPerEmail(app: FastifyInstance, action: LimitedAction) {
  return enforce(
    app.createRateLimit({
      max: app.config.authRateLimit.perEmail,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) =>
        `${action}:email:${String((request.body as { email?: unknown }).email).toLowerCase()}`,
    }),
  );
}

/**
 * Contact-page messages per client address (`SUPPORT_RATE_LIMIT_PER_IP` an hour): plenty for a
 * person writing in, too few for a script filling the table. An onRequest hook, like the above.
 */
export function limitSupportMessages(app: FastifyInstance) {
  return enforce(
    app.createRateLimit({
      max: app.config.supportRateLimit.perIpPerHour,
      timeWindow: 60 * WINDOW_MS,
      keyGenerator: (request) => `support-message:ip:${clientNetwork(request.ip)}`,
    }),
    messages.support.tooManyMessages,
  );
}

/**
 * Player quality beacons per client address (`PLAYBACK_REPORT_RATE_LIMIT_PER_IP` a minute): a
 * player sends one a minute and one when the page hides, so a household of viewers stays far
 * below it while a script filling the table does not.
 */
export function limitPlaybackReports(app: FastifyInstance) {
  return enforce(
    app.createRateLimit({
      max: app.config.playbackReportRateLimit.perIpPerMinute,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `playback-report:ip:${clientNetwork(request.ip)}`,
    }),
    messages.playback.tooManyReports,
  );
}

/**
 * Comments and replies per signed-in user (`COMMENT_RATE_LIMIT_PER_USER` a minute): a person
 * talking about a film never notices it, a script flooding a title's page does. Runs after
 * `app.requireUser`, so the key is the account, whatever address it posts from.
 */
export function limitCommentsPerUser(app: FastifyInstance) {
  return enforce(
    app.createRateLimit({
      max: app.config.commentRateLimit.perUserPerMinute,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `comment:user:${request.user?.id ?? 'none'}`,
    }),
    messages.comments.tooManyComments,
  );
}

/**
 * Orders started per signed-in user (`CHECKOUT_RATE_LIMIT_PER_USER` an hour, join2 and reserve2
 * together): each asks a gateway for a payment, so a script must not be able to flood it.
 */
export function limitCheckoutsPerUser(app: FastifyInstance) {
  return enforce(
    app.createRateLimit({
      max: app.config.payments.checkoutPerUserPerHour,
      timeWindow: 60 * WINDOW_MS,
      keyGenerator: (request) => `checkout:user:${request.user?.id ?? 'none'}`,
    }),
    messages.premium.tooManyCheckouts,
  );
}

/**
 * Gift-code attempts per signed-in user (`REDEEM_RATE_LIMIT_PER_USER` an hour): codes carry 100
 * random bits, and this keeps guessing them hopeless even from many accounts' worth of patience.
 */
export function limitRedeemsPerUser(app: FastifyInstance) {
  return enforce(
    app.createRateLimit({
      max: app.config.payments.redeemPerUserPerHour,
      timeWindow: 60 * WINDOW_MS,
      keyGenerator: (request) => `redeem:user:${request.user?.id ?? 'none'}`,
    }),
    messages.premium.tooManyRedeems,
  );
}
