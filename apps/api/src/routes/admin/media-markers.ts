import {
  adminFileMarkersSchema,
  errorBodySchema,
  idParamsSchema,
  resourceOf,
  setFileMarkersBodySchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorId } from '../../http/admin.ts';
import { getFileMarkers } from '../../media/markers/get-file-markers.ts';
import { setFileMarkers } from '../../media/markers/set-file-markers.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const guarded = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** A file's intro, recap and credits markers: the pipeline's suggestions and the confirmed ones. */
export const adminMarkerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/api/admin/media/files/:id/markers',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary:
          "A file's intro, recap and credits markers (suggested and confirmed), its address and duration",
        operationId: 'adminGetFileMarkers',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown file.',
        security,
        params: idParamsSchema,
        response: { 200: resourceOf(adminFileMarkersSchema), ...guarded },
      },
    },
    async (request) => ({ data: await getFileMarkers(db, request.params.id) }),
  );

  app.put(
    '/api/admin/media/files/:id/markers',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "Sets a file's confirmed markers (the whole list: one per kind at most)",
        operationId: 'adminSetFileMarkers',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown file; 422 for a span that ends before it starts, a kind given twice, or a time past the file’s duration. Each marker sent is confirmed (over its kind’s suggestion); confirmed markers left out are removed; suggestions of other kinds stay.',
        security,
        params: idParamsSchema,
        body: setFileMarkersBodySchema,
        response: { 200: resourceOf(adminFileMarkersSchema), ...guarded },
      },
    },
    async (request) => ({
      data: await setFileMarkers(db, operatorId(request), request.params.id, request.body),
    }),
  );
};
