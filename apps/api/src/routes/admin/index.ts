import type { FastifyPluginAsync } from 'fastify';
import { adminAuditRoutes } from './audit.ts';
import { adminCatalogueRoutes } from './catalogue.ts';
import { adminCollectionsRoutes } from './collections.ts';
import { adminCommentsRoutes } from './comments.ts';
import { adminDashboardRoutes } from './dashboard.ts';
import { adminHomeRowsRoutes } from './home-rows.ts';
import { adminMediaRoutes } from './media.ts';
import { adminPlansRoutes } from './plans.ts';
import { adminPlaybackRoutes } from './playback.ts';
import { adminRequestsRoutes } from './requests.ts';
import { adminSearchMissesRoutes } from './search-misses.ts';
import { adminSupportRoutes } from './support.ts';
import { adminUsersRoutes } from './users.ts';

/**
 * The operator console's API, `/api/admin/*`: every route is behind `app.requireAdmin` (401 for
 * visitors, 403 for other users), validates with the contract's schemas and records an audit
 * entry for every change (`admin/audit/record-audit.ts`).
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  // Every answer, refusals included, is the operator's alone: never stored by any cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(adminAuditRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminCollectionsRoutes);
  await app.register(adminCommentsRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminHomeRowsRoutes);
  await app.register(adminMediaRoutes);
  await app.register(adminPlansRoutes);
  await app.register(adminPlaybackRoutes);
  await app.register(adminRequestsRoutes);
  await app.register(adminSearchMissesRoutes);
  await app.register(adminSupportRoutes);
  await app.register(adminUsersRoutes);
};
