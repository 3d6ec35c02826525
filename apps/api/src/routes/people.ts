import {
  errorBodySchema,
  idParamsSchema,
  peopleSearchQuerySchema,
  personDetailSchema,
  personQuerySchema,
  personResultSchema,
  resourceOf,
  searchListOf,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ANSWER_NOTE, sendPublic } from '../catalog/cache/send-public.ts';
import { findMergedPerson } from '../catalog/people/find-merged-person.ts';
import { getPersonDetail } from '../catalog/people/get-person-detail.ts';
import { searchPeople } from '../catalog/search/search-people.ts';
import { prepareSearchQuery } from '../catalog/search/search-query.ts';
import { SELF_COMPRESSED } from '../http/compression.ts';
import { HttpError } from '../http/errors.ts';
import { viewerMaturityAge } from '../http/viewer-profile.ts';

const tags = ['catalogue'];

/** People: the search dropdown and the person page with a paginated filmography. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/api/people/search',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags,
        summary: 'Search people by English or Persian name',
        operationId: 'searchPeople',
        description: `For the header's dropdown: at most ten people whose English or Persian name contains the query, exact matches first, then name and word starts, then by their best-known title's votes; when none does, the query read with the other keyboard layout (\`correctedQuery\`), else phonetic and typo matches. ${PUBLIC_ANSWER_NOTE}`,
        querystring: peopleSearchQuerySchema,
        response: { 200: searchListOf(personResultSchema), 422: errorBodySchema },
      },
    },
    (request, reply) =>
      sendPublic(request, reply, {
        key: `people/search:${request.query.as_typed ? 'as-typed:' : ''}${prepareSearchQuery(request.query.query) ?? ''}`,
        schema: searchListOf(personResultSchema),
        load: () =>
          searchPeople(
            database,
            request.query.query,
            request.query.as_typed ?? false,
            viewerMaturityAge(request),
          ),
      }),
  );

  app.get(
    '/api/people/:id',
    {
      ...SELF_COMPRESSED,
      schema: {
        tags,
        summary: "A person with one page of one role's filmography",
        operationId: 'getPersonDetail',
        description: `The person's photo, names and biography, the roles they have credits in, and one page of one role's titles in the chosen order. 404 for an unknown person; 301 to the person a merged one became. ${PUBLIC_ANSWER_NOTE}`,
        params: idParamsSchema,
        querystring: personQuerySchema,
        response: { 200: resourceOf(personDetailSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { role, order_by: orderBy, page, per_page: perPage } = request.query;
      try {
        return await sendPublic(request, reply, {
          key: `people/${id}:${role ?? ''}:${orderBy}:${page}:${perPage}`,
          schema: resourceOf(personDetailSchema),
          load: async () => ({
            data: await getPersonDetail(
              database,
              id,
              { role, orderBy, page, perPage },
              viewerMaturityAge(request),
            ),
          }),
        });
      } catch (error) {
        // Looked up only for a missing person: a merged one's old address answers with the kept one.
        const keptId =
          error instanceof HttpError && error.statusCode === 404 && (await findMergedPerson(database, id));
        if (!keptId) throw error;
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`/api/people/${keptId}${search}`, 301);
      }
    },
  );
};
