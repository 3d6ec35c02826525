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
import { sendPublic } from '../catalog/cache/send-public.ts';
import {
  findCollection,
  findCollectionTitles,
  listCollections,
} from '../catalog/collections/collection-queries.ts';
import { presentCollection } from '../catalog/presenters/collection-presenter.ts';
import { presentTitleResult } from '../catalog/presenters/title-presenter.ts';
import { notFound } from '../http/errors.ts';
import { pageMeta } from '../http/page-meta.ts';
import { messages } from '../messages.ts';

const tags = ['catalogue'];
/** How many titles `type=alt` brings along: a home-page row's worth. */
const PREVIEW_TITLES = 20;
const collectionResponseSchema = resourceOf(z.union([collectionWithTitlesSchema, collectionSchema]));

/** Curated collections: the list, one collection (optionally with its first titles), its titles. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  const findOrFail = async (idOrSlug: string) => {
    const collection = await findCollection(database, idOrSlug);
    if (!collection) throw notFound(messages.collectionNotFound);
    return collection;
  };

  app.get(
    '/api/collections',
    {
      schema: {
        tags,
        summary: 'Collections, oldest first',
        querystring: paginationQuerySchema,
        response: { 200: pageOf(collectionSchema), 422: errorBodySchema },
      },
    },
    (request, reply) => {
      const { page, per_page: perPage } = request.query;
      return sendPublic(request, reply, {
        key: `collections:${page}:${perPage}`,
        schema: pageOf(collectionSchema),
        load: async () => {
          const { rows, total } = await listCollections(database, page, perPage);
          return { data: rows.map(presentCollection), meta: pageMeta(page, perPage, total) };
        },
      });
    },
  );

  app.get(
    '/api/collections/:id',
    {
      schema: {
        tags,
        summary: 'A collection by id or slug; type=alt adds its first titles',
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
        load: async () => {
          const collection = await findOrFail(id);
          if (!withTitles) return { data: presentCollection(collection) };
          const titles = await findCollectionTitles(database, collection.id, 1, PREVIEW_TITLES);
          return { data: { ...presentCollection(collection), titles: titles.map(presentTitleResult) } };
        },
      });
    },
  );

  app.get(
    '/api/collections/:id/titles',
    {
      schema: {
        tags,
        summary: "A page of a collection's titles in the curator's order",
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
        load: async () => {
          const collection = await findOrFail(id);
          const rows = await findCollectionTitles(database, collection.id, page, perPage);
          return {
            data: rows.map(presentTitleResult),
            meta: pageMeta(page, perPage, collection.titles_count),
          };
        },
      });
    },
  );
};
