import {
  adminPlanSchema,
  adminPlanUpdateSchema,
  errorBodySchema,
  idParamsSchema,
  listOf,
  resourceOf,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorId } from '../../http/admin.ts';
import { listAdminPlans } from '../../premium/plans/list-admin-plans.ts';
import { setPlanScreens } from '../../premium/plans/set-plan-screens.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The console's plans: each plan's screens (how many premium streams play at once). */
export const adminPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/plans',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Every plan, inactive ones too, with its screens',
        operationId: 'adminListPlans',
        description: 'Administrators only (401 without a session, 403 for other users); never cached.',
        security,
        response: { 200: listOf(adminPlanSchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ data: await listAdminPlans(db) }),
  );

  app.patch(
    '/api/admin/plans/:id',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Sets how many premium streams an account on the plan plays at once',
        operationId: 'adminUpdatePlan',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. `screens` is 1 to 10 (422 otherwise); plays already going keep their screens. 404 for an unknown plan. Audited.',
        security,
        params: idParamsSchema,
        body: adminPlanUpdateSchema,
        response: {
          200: resourceOf(adminPlanSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await setPlanScreens(db, operatorId(request), request.params.id, request.body.screens),
    }),
  );
};
