import { isIPv6 } from 'node:net';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../messages.ts';
import { HttpError } from './errors.ts';

/**
 * Every rate limit of the API, in one place. Counters live in @fastify/rate-limit's in-memory
 * store for now; sharing them across instances later means passing its Redis store (or a
 * PostgreSQL one) to `registerRateLimiting`, nothing else. Keys name the action, so limits of
 * different actions never share a counter even in a shared store.
 */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  // global: false: only the routes below are limited, each through its own hooks.
  await app.register(fastifyRateLimit, { global: false });
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
  | 'change-password';

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** A hook that answers 429 with a Persian message (and Retry-After) once a key is over its limit. */
const enforce =
  (check: Check, message: string = messages.auth.tooManyAttempts) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new HttpError(429, message);
    }
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
 * Per target address (`AUTH_RATE_LIMIT_PER_EMAIL` a minute), so guessing one account's password
 * or flooding one inbox needs more than many client addresses. A preHandler hook: it reads the
 * validated body.
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

/**
 * The unit a client controls: its IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber usually holds a whole /64, so counting single addresses would be easy to dodge).
 */
export function clientNetwork(ip: string): string {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mappedIpv4?.[1]) return mappedIpv4[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes('::') ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
