import {
  comingSoonItemSchema,
  errorBodySchema,
  idParamsSchema,
  listOf,
  pageOf,
  paginationQuerySchema,
  searchListOf,
  searchPageOf,
  slideshowItemSchema,
  slideshowQuerySchema,
  titleDetailQuerySchema,
  titleResultSchema,
  titleSearchQuerySchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ANSWER_NOTE, sendJson, sendPublic, viewerCacheKey } from '../catalog/cache/send-public.ts';
import {
  recordTitleSearchMiss,
  settleSearchMissWrites,
} from '../catalog/search-misses/record-search-miss.ts';
import { titleDetailAnswer, titleDetailResponseSchema } from '../catalog/titles/get-title-detail.ts';
import { listComingSoon } from '../catalog/titles/list-coming-soon.ts';
import { listDirectorTitles } from '../catalog/titles/list-director-titles.ts';
import { listSimilarTitles } from '../catalog/titles/list-similar-titles.ts';
import { listSlideshowTitles } from '../catalog/titles/list-slideshow-titles.ts';
import { searchOrListTitles, titleSearchCacheKey } from '../catalog/titles/search-or-list-titles.ts';
import { SELF_COMPRESSED } from '../http/compression.ts';
import { varyAlsoOn } from '../http/cors.ts';
import { optionalViewerId } from '../http/optional-user.ts';
import { viewerMaturityAge } from '../http/viewer-profile.ts';
import { getTitleDetailForViewer } from '../library/watchlist/get-title-detail-for-viewer.ts';

const tags = ['catalogue'];
const titleSearchResponseSchema = z.union([searchPageOf(titleResultSchema), searchListOf(titleResultSchema)]);

/** Titles: search and listings, the home page's rows, and the title page with its side lists. */
export const titleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  // The database closes after the app: the missed searches still being counted go first.
  app.addHook('onClose', () => settleSearchMissWrites(database));

  app.get(
    '/api/titles/search',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags,
        summary: 'Search titles (dropdown), or list them with filters (with resource or any filter)',
        operationId: 'searchTitles',
        description: `Without \`resource\` or any filter: up to six titles matching \`query\` for the header's dropdown. With them: a page of the full listing, filtered and ordered. A text that finds nothing as typed is searched as the other keyboard layout reads it (then \`correctedQuery\` names that text), else by its phonetic key and within a typo or two; \`as_typed=1\` turns this off. ${PUBLIC_ANSWER_NOTE}`,
        querystring: titleSearchQuerySchema,
        response: { 200: titleSearchResponseSchema, 422: errorBodySchema },
      },
    },
    (request, reply) => {
      const { query } = request;
      const maturityAge = viewerMaturityAge(request);
      return sendPublic(request, reply, {
        key: titleSearchCacheKey(query),
        schema: titleSearchResponseSchema,
        load: () => searchOrListTitles(database, query, maturityAge),
        // What a child could not find may well be in the catalogue: not a miss for the operator.
        onAnswer:
          maturityAge === null ? (body) => recordTitleSearchMiss(database, query, body, app.log) : undefined,
      });
    },
  );

  app.get(
    '/api/titles/slideshow',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags,
        summary: 'Featured titles for the home page slideshow',
        operationId: 'listSlideshowTitles',
        description: `The titles the home page's slideshow features, optionally of one type. ${PUBLIC_ANSWER_NOTE}`,
        querystring: slideshowQuerySchema,
        response: { 200: listOf(slideshowItemSchema), 422: errorBodySchema },
      },
    },
    (request, reply) =>
      sendPublic(request, reply, {
        key: `titles/slideshow:${request.query.type}`,
        schema: listOf(slideshowItemSchema),
        load: async () => ({
          data: await listSlideshowTitles(database, request.query.type, viewerMaturityAge(request)),
        }),
      }),
  );

  app.get(
    '/api/titles/comingsoon',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags,
        summary: 'Titles coming soon, soonest first',
        operationId: 'listComingSoon',
        description: `Titles with a release date still ahead, paginated. ${PUBLIC_ANSWER_NOTE}`,
        querystring: paginationQuerySchema,
        response: { 200: pageOf(comingSoonItemSchema), 422: errorBodySchema },
      },
    },
    (request, reply) => {
      const { page, per_page: perPage } = request.query;
      return sendPublic(request, reply, {
        key: `titles/comingsoon:${page}:${perPage}`,
        schema: pageOf(comingSoonItemSchema),
        load: () => listComingSoon(database, page, perPage, viewerMaturityAge(request)),
      });
    },
  );

  app.get(
    '/api/titles/:id',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags,
        summary:
          "A title with everything its page shows (dub=1: dubbed files first); with a bearer token, the caller's `viewer` state",
        operationId: 'getTitleDetail',
        description:
          'Anonymous callers get the shared, publicly cacheable answer (weak ETag, 304 on a match); with a bearer token the answer adds the caller’s watchlist, progress and like state and is `private, no-store`. `Vary: Authorization`. 404 for an unknown title.',
        params: idParamsSchema,
        querystring: titleDetailQuerySchema,
        response: { 200: titleDetailResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = titleDetailAnswer(database, id, request.query.dub ?? false, viewerMaturityAge(request));
      // The answer depends on the bearer token: no cache may hand the shared one to a signed-in
      // caller, or a signed-in one to anybody.
      varyAlsoOn(reply, 'Authorization');
      const viewerId = await optionalViewerId(request);
      if (viewerId === null) return sendPublic(request, reply, answer);
      // A kids' profile's answer is cached apart from everybody else's (`viewerCacheKey`).
      const viewerAnswer = { ...answer, key: viewerCacheKey(request, answer.key) };
      const body = await getTitleDetailForViewer(database, viewerAnswer, viewerId, id);
      // Serialized already (and its new part checked against the contract): sent as it is.
      reply.header('Cache-Control', 'private, no-store');
      return sendJson(request, reply, body);
    },
  );

  // The lists beside a title (an unknown title answers 404: ensure-title-exists.ts).
  const sideList = (
    path: string,
    operationId: string,
    summary: string,
    itemSchema: z.ZodType,
    load: (id: number, maturityAge: number | null) => Promise<unknown[]>,
  ) =>
    app.get(
      `/api/titles/:id/${path}`,
      {
        ...SELF_COMPRESSED,
        schema: {
          tags,
          summary,
          operationId,
          description: `${summary}. 404 for an unknown title. ${PUBLIC_ANSWER_NOTE}`,
          params: idParamsSchema,
          response: { 200: listOf(itemSchema), 404: errorBodySchema, 422: errorBodySchema },
        },
      },
      (request, reply) => {
        const { id } = request.params;
        return sendPublic(request, reply, {
          key: `titles/${id}/${path}`,
          schema: listOf(itemSchema),
          load: async () => ({ data: await load(id, viewerMaturityAge(request)) }),
        });
      },
    );

  sideList(
    'similar',
    'listSimilarTitles',
    'Titles sharing the most genres, most voted first',
    titleResultSchema,
    (id, maturityAge) => listSimilarTitles(database, id, maturityAge),
  );
  sideList(
    'director-titles',
    'listDirectorTitles',
    "Other titles by this title's directors",
    titleResultSchema,
    (id, maturityAge) => listDirectorTitles(database, id, maturityAge),
  );
};
