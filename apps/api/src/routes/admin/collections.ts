import {
  adminCollectionDetailSchema,
  adminCollectionSchema,
  createCollectionBodySchema,
  errorBodySchema,
  idParamsSchema,
  listOf,
  resourceOf,
  setCollectionTitlesBodySchema,
  updateCollectionBodySchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCollection } from '../../catalog/collections/admin/create-collection.ts';
import { deleteCollection } from '../../catalog/collections/admin/delete-collection.ts';
import { getAdminCollection } from '../../catalog/collections/admin/get-admin-collection.ts';
import { listAdminCollections } from '../../catalog/collections/admin/list-admin-collections.ts';
import { setCollectionTitles } from '../../catalog/collections/admin/set-collection-titles.ts';
import { updateCollection } from '../../catalog/collections/admin/update-collection.ts';
import { operatorId } from '../../http/admin.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const refusals = { 401: errorBodySchema, 403: errorBodySchema };

/** The operator's collections: list, read, create, edit, delete, and order their titles. */
export const adminCollectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const { db } = database;
  app.get(
    '/api/admin/collections',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Every collection, oldest first, with its number of titles',
        operationId: 'adminListCollections',
        description: 'Administrators only (401 without a session, 403 for other users); never cached.',
        security,
        response: { 200: listOf(adminCollectionSchema), ...refusals },
      },
    },
    async () => ({ data: await listAdminCollections(db) }),
  );

  app.get(
    '/api/admin/collections/:id',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'A collection with all its titles in order',
        operationId: 'adminGetCollection',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown collection.',
        security,
        params: idParamsSchema,
        response: {
          200: resourceOf(adminCollectionDetailSchema),
          ...refusals,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({ data: await getAdminCollection(database, request.params.id) }),
  );

  app.post(
    '/api/admin/collections',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Creates an empty collection; its slug comes from the English name unless given',
        operationId: 'adminCreateCollection',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 409 when another collection has the slug. Audited; the public list shows it once saved.',
        security,
        body: createCollectionBodySchema,
        response: {
          201: resourceOf(adminCollectionSchema),
          ...refusals,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const data = await createCollection(db, operatorId(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/api/admin/collections/:id',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "Edits a collection's names, description, cover or slug",
        operationId: 'adminUpdateCollection',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown collection, 409 when another collection has the slug. Audited; importers leave the collection alone from then on.',
        security,
        params: idParamsSchema,
        body: updateCollectionBodySchema,
        response: {
          200: resourceOf(adminCollectionSchema),
          ...refusals,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await updateCollection(db, operatorId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/collections/:id',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: 'Deletes a collection (not its titles) and its home-page row',
        operationId: 'adminDeleteCollection',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown collection; 204 with no body. Audited, with the removal of its home-page row as an entry of its own.',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...refusals, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteCollection(db, operatorId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/admin/collections/:id/titles',
    {
      preValidation: [app.requireAdmin],
      schema: {
        tags,
        summary: "Sets a collection's titles, in order (at most 500, no repeats)",
        operationId: 'adminSetCollectionTitles',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown collection, 422 naming title ids the catalogue does not have. Of two operators saving at once, the later order wins whole.',
        security,
        params: idParamsSchema,
        body: setCollectionTitlesBodySchema,
        response: {
          200: resourceOf(adminCollectionDetailSchema),
          ...refusals,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await setCollectionTitles(
        database,
        operatorId(request),
        request.params.id,
        request.body.titleIds,
      ),
    }),
  );
};
