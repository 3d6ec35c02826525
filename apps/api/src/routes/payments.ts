import {
  checkoutSchema,
  errorBodySchema,
  giftBodySchema,
  joinBodySchema,
  orderParamsSchema,
  orderSchema,
  ordersQuerySchema,
  pageOf,
  resourceOf,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../http/auth.ts';
import { limitCheckoutsPerUser } from '../http/rate-limits.ts';
import { listMyOrders } from '../premium/orders/list-my-orders.ts';
import { type PaymentDeps, resultPageUrl } from '../premium/orders/payment-deps.ts';
import { settlePayment } from '../premium/orders/settle-payment.ts';
import { showMyOrder } from '../premium/orders/show-my-order.ts';
import { startCheckout } from '../premium/orders/start-checkout.ts';

const tags = ['premium'];
const security = [{ bearer: [] }];
const checkoutResponses = {
  201: resourceOf(checkoutSchema),
  401: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

/** The gateway's callback: what it appends to the callback address (Zarinpal's names). */
const callbackQuerySchema = z.object({
  Authority: z.string().max(200).optional(),
  Status: z.string().max(20).optional(),
});

/** Orders: starting a payment, the gateway's callback, and the buyer's orders (docs/API.md, "Premium"). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps: PaymentDeps = {
    db,
    gateways: app.paymentGateways,
    mailer: app.mailer,
    // Read when used: with PORT=0 the address is known only after listen (main.ts).
    get publicUrl() {
      return app.config.publicUrl;
    },
    log: app.log,
  };
  // One limiter for both: a counter of its own each would double the limit.
  const limitCheckouts = limitCheckoutsPerUser(app);

  app.post(
    '/api/user/join2',
    {
      preValidation: [app.requireUser, limitCheckouts],
      schema: {
        tags,
        summary: 'Starts paying for a plan for oneself; send the browser to redirectUrl',
        operationId: 'startSubscriptionCheckout',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. 404 for a plan not on sale, 422 for a gateway the site does not offer, 503 when no gateway is configured or it cannot be reached; 429 after CHECKOUT_RATE_LIMIT_PER_USER orders an hour (join2 and reserve2 together).',
        security,
        body: joinBodySchema,
        response: checkoutResponses,
      },
    },
    async (request, reply) => {
      const checkout = await startCheckout(deps, signedIn(request).user, {
        kind: 'subscription',
        ...request.body,
      });
      return reply.status(201).header('Cache-Control', 'no-store').send({ data: checkout });
    },
  );

  app.post(
    '/api/user/reserve2',
    {
      preValidation: [app.requireUser, limitCheckouts],
      schema: {
        tags,
        summary: 'Starts paying for a plan as a gift; the code is emailed to the recipient once paid',
        operationId: 'startGiftCheckout',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. 404 for a plan not on sale, 422 for a gateway the site does not offer, 503 when no gateway is configured or it cannot be reached; 429 after CHECKOUT_RATE_LIMIT_PER_USER orders an hour (join2 and reserve2 together).',
        security,
        body: giftBodySchema,
        response: checkoutResponses,
      },
    },
    async (request, reply) => {
      const checkout = await startCheckout(deps, signedIn(request).user, { kind: 'gift', ...request.body });
      return reply.status(201).header('Cache-Control', 'no-store').send({ data: checkout });
    },
  );

  app.get(
    '/api/payments/callback/:id',
    {
      schema: {
        tags,
        summary:
          'Where the gateway sends the payer back: verifies the payment, settles the order once, and redirects (303) to the result page',
        operationId: 'settlePayment',
        description:
          "Reached by the payer's browser from the gateway, without a session; answered `no-store` with `Referrer-Policy: no-referrer`. The gateway verifies the amount kept in the database (the callback's Status is only a hint), so repeated callbacks credit once.",
        params: orderParamsSchema,
        querystring: callbackQuerySchema,
        response: { 303: z.null(), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      await settlePayment(deps, orderId, {
        source: 'callback',
        authority: request.query.Authority,
        status: request.query.Status,
      });
      return reply
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .redirect(resultPageUrl(app.config.publicUrl, orderId), 303);
    },
  );

  app.get(
    '/api/user/orders',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        summary: "The signed-in user's orders, newest first (kind=gift: the gifts they bought, with codes)",
        operationId: 'listMyOrders',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. Paged by `page` and `per_page` (at most 50).',
        security,
        querystring: ordersQuerySchema,
        response: { 200: pageOf(orderSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { kind, page, per_page } = request.query;
      return listMyOrders(db, signedIn(request).user.id, { kind, page, perPage: per_page });
    },
  );

  app.get(
    '/api/user/orders/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        tags,
        summary: "One of the signed-in user's orders (the payment result page)",
        operationId: 'showMyOrder',
        description:
          "Signed-in users only (401 without a live bearer token); answered `no-store`. Another user's order answers 404, as an unknown one does.",
        security,
        params: orderParamsSchema,
        response: {
          200: resourceOf(orderSchema),
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await showMyOrder(db, signedIn(request).user.id, request.params.id) };
    },
  );
};
