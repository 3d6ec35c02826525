import {
  comingSoonItemSchema,
  errorBodySchema,
  idParamsSchema,
  listOf,
  pageOf,
  paginationQuerySchema,
  slideshowItemSchema,
  slideshowQuerySchema,
  titleDetailQuerySchema,
  titleResultSchema,
  titleSearchQuerySchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublic } from '../catalog/cache/send-public.ts';
import {
  presentComingSoonItem,
  presentSlideshowItem,
  presentTitleResult,
} from '../catalog/presenters/title-presenter.ts';
import { titleDetailAnswer, titleDetailResponseSchema } from '../catalog/titles/answer-title-detail.ts';
import {
  answerTitleDropdown,
  answerTitleListing,
  isListingRequest,
  titleSearchCacheKey,
} from '../catalog/titles/answer-title-search.ts';
import {
  findComingSoon,
  findDirectorTitles,
  findSimilarTitles,
  findSlideshowTitles,
  titleExists,
} from '../catalog/titles/title-queries.ts';
import { notFound } from '../http/errors.ts';
import { optionalUser } from '../http/optional-user.ts';
import { pageMeta } from '../http/page-meta.ts';
import { getTitleDetailForViewer } from '../library/watchlist/get-title-detail-for-viewer.ts';
import { messages } from '../messages.ts';

const tags = ['catalogue'];
const titleListSchema = listOf(titleResultSchema);
const titleSearchResponseSchema = z.union([pageOf(titleResultSchema), titleListSchema]);

/** Titles: search and listings, the home page's rows, and the title page with its side lists. */
export const titleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/api/titles/search',
    {
      schema: {
        tags,
        summary: 'Search titles (dropdown), or list them with filters (with resource or any filter)',
        querystring: titleSearchQuerySchema,
        response: { 200: titleSearchResponseSchema, 422: errorBodySchema },
      },
    },
    (request, reply) => {
      const { query } = request;
      return sendPublic(request, reply, {
        key: titleSearchCacheKey(query),
        schema: titleSearchResponseSchema,
        load: () =>
          isListingRequest(query)
            ? answerTitleListing(database, query)
            : answerTitleDropdown(database, query),
      });
    },
  );

  app.get(
    '/api/titles/slideshow',
    {
      schema: {
        tags,
        summary: 'Featured titles for the home page slideshow',
        querystring: slideshowQuerySchema,
        response: { 200: listOf(slideshowItemSchema), 422: errorBodySchema },
      },
    },
    (request, reply) =>
      sendPublic(request, reply, {
        key: `titles/slideshow:${request.query.type}`,
        schema: listOf(slideshowItemSchema),
        load: async () => ({
          data: (await findSlideshowTitles(database, request.query.type)).map(presentSlideshowItem),
        }),
      }),
  );

  app.get(
    '/api/titles/comingsoon',
    {
      schema: {
        tags,
        summary: 'Titles coming soon, soonest first',
        querystring: paginationQuerySchema,
        response: { 200: pageOf(comingSoonItemSchema), 422: errorBodySchema },
      },
    },
    (request, reply) => {
      const { page, per_page: perPage } = request.query;
      return sendPublic(request, reply, {
        key: `titles/comingsoon:${page}:${perPage}`,
        schema: pageOf(comingSoonItemSchema),
        load: async () => {
          const { rows, total } = await findComingSoon(database, page, perPage);
          return { data: rows.map(presentComingSoonItem), meta: pageMeta(page, perPage, total) };
        },
      });
    },
  );

  app.get(
    '/api/titles/:id',
    {
      schema: {
        tags,
        summary:
          "A title with everything its page shows (dub=1: dubbed files first); with a bearer token, the caller's `viewer` state",
        params: idParamsSchema,
        querystring: titleDetailQuerySchema,
        response: { 200: titleDetailResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = titleDetailAnswer(database, id, request.query.dub ?? false);
      // The answer depends on the bearer token: no cache may hand the shared one to a signed-in
      // caller, or a signed-in one to anybody.
      reply.header('Vary', 'Authorization');
      const user = await optionalUser(request);
      if (!user) return sendPublic(request, reply, answer);
      reply.header('Cache-Control', 'private, no-store');
      return getTitleDetailForViewer(database, answer, user.id, id);
    },
  );

  // The lists beside a title: 404 for an unknown title, so a broken link is told apart from an empty list.
  const sideList = (
    path: string,
    summary: string,
    itemSchema: z.ZodType,
    load: (id: number) => Promise<unknown[]>,
  ) =>
    app.get(
      `/api/titles/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          params: idParamsSchema,
          response: { 200: listOf(itemSchema), 404: errorBodySchema, 422: errorBodySchema },
        },
      },
      (request, reply) => {
        const { id } = request.params;
        return sendPublic(request, reply, {
          key: `titles/${id}/${path}`,
          schema: listOf(itemSchema),
          load: async () => {
            if (!(await titleExists(database, id))) throw notFound(messages.titleNotFound);
            return { data: await load(id) };
          },
        });
      },
    );

  sideList('similar', 'Titles sharing the most genres, most voted first', titleResultSchema, async (id) =>
    (await findSimilarTitles(database, id)).map(presentTitleResult),
  );
  sideList('director-titles', "Other titles by this title's directors", titleResultSchema, async (id) =>
    (await findDirectorTitles(database, id)).map(presentTitleResult),
  );
};
