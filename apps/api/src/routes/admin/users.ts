import {
  adminUserDetailSchema,
  adminUserSummarySchema,
  adminUsersQuerySchema,
  blockUserBodySchema,
  errorBodySchema,
  idParamsSchema,
  pageOf,
  premiumAdjustmentBodySchema,
  resourceOf,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockUser } from '../../accounts/admin/block-user.ts';
import { demoteAdmin } from '../../accounts/admin/demote-admin.ts';
import { endPremium } from '../../accounts/admin/end-premium.ts';
import { extendPremium } from '../../accounts/admin/extend-premium.ts';
import { listAdminUsers } from '../../accounts/admin/list-admin-users.ts';
import { promoteAdmin } from '../../accounts/admin/promote-admin.ts';
import { showAdminUser } from '../../accounts/admin/show-admin-user.ts';
import { unblockUser } from '../../accounts/admin/unblock-user.ts';
import { operatorId } from '../../http/admin.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const refused = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const detail = { 200: resourceOf(adminUserDetailSchema), 409: errorBodySchema, ...refused };

/** User management: search, one account, premium by hand, blocks and administrator rights. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/admin/users',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary:
          'Accounts newest first, searched by name, email or id, filtered by premium, admins or blocked',
        operationId: 'adminListUsers',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Paged by `page` and `per_page` (at most 50).',
        security,
        querystring: adminUsersQuerySchema,
        response: {
          200: pageOf(adminUserSummarySchema),
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => listAdminUsers(db, request.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'One account: premium, orders, redeemed gifts, manual premium changes and block',
        operationId: 'adminShowUser',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown user.',
        security,
        params: idParamsSchema,
        response: { 200: resourceOf(adminUserDetailSchema), ...refused },
      },
    },
    async (request) => ({ data: await showAdminUser(db, request.params.id) }),
  );

  app.post(
    '/api/admin/users/:id/premium',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary:
          'Extends premium by days (from the later of now and the expiry) or ends it now, with a reason',
        operationId: 'adminAdjustPremium',
        description: '409 when ending premium that is not active.',
        security,
        params: idParamsSchema,
        body: premiumAdjustmentBodySchema,
        response: detail,
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const data =
        body.action === 'extend'
          ? await extendPremium(db, operatorId(request), id, body)
          : await endPremium(db, operatorId(request), id, body);
      return { data };
    },
  );

  app.post(
    '/api/admin/users/:id/block',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Blocks an account: its sessions end now and every sign-in way refuses it (403)',
        operationId: 'adminBlockUser',
        description: '422 for blocking oneself, 409 when already blocked.',
        security,
        params: idParamsSchema,
        body: blockUserBodySchema,
        response: detail,
      },
    },
    async (request) => ({ data: await blockUser(db, operatorId(request), request.params.id, request.body) }),
  );

  const adminOnly = 'Administrators only (401 without a session, 403 for other users); never cached.';
  const steps = [
    {
      path: 'unblock',
      step: unblockUser,
      operationId: 'adminUnblockUser',
      summary: 'Lifts a block (409 when not blocked)',
      description: `${adminOnly} 404 for an unknown user. The user can sign in again; sessions ended by the block stay ended.`,
    },
    {
      path: 'promote',
      step: promoteAdmin,
      operationId: 'adminPromoteUser',
      summary: 'Makes the user an administrator (409 when already one)',
      description: `${adminOnly} 404 for an unknown user.`,
    },
    {
      path: 'demote',
      step: demoteAdmin,
      operationId: 'adminDemoteUser',
      summary: 'Takes administrator rights away (409 for oneself or a non-administrator)',
      description: `${adminOnly} 404 for an unknown user. Their sessions stay; the console answers them 403 from their next request.`,
    },
  ] as const;
  for (const { path, step, operationId, summary, description } of steps) {
    app.post(
      `/api/admin/users/:id/${path}`,
      {
        preValidation: [app.requireAdmin],
        schema: {
          tags,
          summary,
          operationId,
          description,
          security,
          params: idParamsSchema,
          response: detail,
        },
      },
      async (request) => ({ data: await step(db, operatorId(request), request.params.id) }),
    );
  }
};
