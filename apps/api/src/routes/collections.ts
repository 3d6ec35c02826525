import {
  collectionParamsSchema,
  collectionQuerySchema,
  collectionSchema,
  collectionWithTitlesSchema,
  errorBodySchema,
  pageOf,
  paginationQuerySchema,
  resourceOf,
  titleResultSchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ANSWER_NOTE, sendPublic } from '../catalog/cache/send-public.ts';
import { getCollection } from '../catalog/collections/get-collection.ts';
import { listCollectionTitles } from '../catalog/collections/list-collection-titles.ts';
import { listCollections } from '../catalog/collections/list-collections.ts';
import { SELF_COMPRESSED } from '../http/compression.ts';
import { viewerMaturityAge } from '../http/viewer-profile.ts';

const tags = ['catalogue'];
const collectionResponseSchema = resourceOf(z.union([collectionWithTitlesSchema, collectionSchema]));

/** Curated collections: the list, one collection (optionally with its first titles), its titles. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/api/collections',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags,
        summary: 'Collections, oldest first',
        operationId: 'listCollections',
        description: `The curated collections, paginated. ${PUBLIC_ANSWER_NOTE}`,
        querystring: paginationQuerySchema,
        response: { 200: pageOf(collectionSchema), 422: errorBodySchema },
      },
    },
    (request, reply) => {
      const { page, per_page: perPage } = request.query;
      return sendPublic(request, reply, {
        key: `collections:${page}:${perPage}`,
        schema: pageOf(collectionSchema),
        load: () => listCollections(database, page, perPage, viewerMaturityAge(request)),
      });
    },
  );

  app.get(
    '/api/collections/:id',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags,
        summary: 'A collection by id or slug; type=alt adds its first titles',
        operationId: 'getCollection',
        description: `All digits is an id, anything else a slug. 404 for an unknown collection. ${PUBLIC_ANSWER_NOTE}`,
        params: collectionParamsSchema,
        querystring: collectionQuerySchema,
        response: { 200: collectionResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request, reply) => {
      const { id } = request.params;
      const withTitles = request.query.type === 'alt';
      return sendPublic(request, reply, {
        key: `collections/${id}:${withTitles ? 'alt' : ''}`,
        schema: collectionResponseSchema,
        load: async () => ({
          data: await getCollection(database, id, { withTitles }, viewerMaturityAge(request)),
        }),
      });
    },
  );

  app.get(
    '/api/collections/:id/titles',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags,
        summary: "A page of a collection's titles in the curator's order",
        operationId: 'listCollectionTitles',
        description: `404 for an unknown collection. ${PUBLIC_ANSWER_NOTE}`,
        params: collectionParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: pageOf(titleResultSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request, reply) => {
      const { id } = request.params;
      const { page, per_page: perPage } = request.query;
      return sendPublic(request, reply, {
        key: `collections/${id}/titles:${page}:${perPage}`,
        schema: pageOf(titleResultSchema),
        load: () => listCollectionTitles(database, id, page, perPage, viewerMaturityAge(request)),
      });
    },
  );
};
