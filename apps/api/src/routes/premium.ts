import {
  errorBodySchema,
  listOf,
  paymentGatewaySchema,
  planParamsSchema,
  planSchema,
  redeemBodySchema,
  redeemResultSchema,
  resourceOf,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublic } from '../catalog/cache/send-public.ts';
import { signedIn } from '../http/auth.ts';
import { SELF_COMPRESSED } from '../http/compression.ts';
import { limitRedeemsPerUser } from '../http/rate-limits.ts';
import { redeemGiftCode } from '../premium/gifts/redeem-gift-code.ts';
import { listPlans } from '../premium/plans/list-plans.ts';
import { showPlan } from '../premium/plans/show-plan.ts';

const tags = ['premium'];

/** Plans and gateways (public, cacheable) and redeeming gift codes (docs/API.md, "Premium"). */
export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/premium/plans',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags,
        summary: 'The plans on sale, in display order',
        operationId: 'listPlans',
        description:
          'Anyone may call it; publicly cacheable (`public, max-age=60, stale-while-revalidate=300`) with an ETag, so If-None-Match may answer 304.',
        response: { 200: listOf(planSchema) },
      },
    },
    (request, reply) =>
      sendPublic(request, reply, {
        key: 'premium/plans',
        schema: listOf(planSchema),
        load: async () => ({ data: await listPlans(db) }),
      }),
  );

  app.get(
    '/api/premium/plans/:id',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags,
        summary: 'One plan on sale',
        operationId: 'showPlan',
        description:
          'Anyone may call it; publicly cacheable like the plan list, with an ETag. 404 for an unknown plan or one no longer on sale.',
        params: planParamsSchema,
        response: { 200: resourceOf(planSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request, reply) =>
      sendPublic(request, reply, {
        key: `premium/plans/${request.params.id}`,
        schema: resourceOf(planSchema),
        load: async () => ({ data: await showPlan(db, request.params.id) }),
      }),
  );

  app.get(
    '/api/premium/gateways',
    {
      schema: {
        tags,
        summary: 'The payment gateways this site takes, the default first',
        operationId: 'listPaymentGateways',
        description:
          'Anyone may call it; publicly cacheable for a minute (`public, max-age=60`). `test` marks the sandbox gateway, where nobody pays.',
        response: { 200: listOf(paymentGatewaySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return { data: app.paymentGateways.list().map(({ id, name, test }) => ({ id, name, test })) };
    },
  );

  app.post(
    '/api/user/redeem',
    {
      preValidation: [app.requireUser, limitRedeemsPerUser(app)],
      schema: {
        tags,
        summary: "Redeems a gift code: activates or extends the signed-in user's premium",
        operationId: 'redeemGiftCode',
        description:
          'Signed-in users only (401 without a live bearer token); answered `no-store`. 422 for an unknown, used or expired code; 429 after REDEEM_RATE_LIMIT_PER_USER attempts an hour. Buyers may redeem their own gifts.',
        security: [{ bearer: [] }],
        body: redeemBodySchema,
        response: {
          200: resourceOf(redeemResultSchema),
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await redeemGiftCode(db, signedIn(request).user.id, request.body.code) };
    },
  );
};
