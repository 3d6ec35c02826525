import {
  adminEpisodeCreateSchema,
  adminEpisodePatchSchema,
  adminEpisodeSchema,
  adminGenreSchema,
  adminPeopleQuerySchema,
  adminPersianGapsQuerySchema,
  adminPersonDetailSchema,
  adminPersonGapSchema,
  adminPersonPatchSchema,
  adminPersonRowSchema,
  adminSeasonCreateSchema,
  adminSeasonPatchSchema,
  adminSeasonSchema,
  adminTitleDetailSchema,
  adminTitleGapSchema,
  adminTitlePatchSchema,
  adminTitleRowSchema,
  adminTitlesQuerySchema,
  errorBodySchema,
  idParamsSchema,
  listOf,
  pageOf,
  personDuplicatePairSchema,
  personMergeResultSchema,
  personMergeSchema,
  resourceOf,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addEpisode } from '../../catalog/admin/add-episode.ts';
import { addSeason } from '../../catalog/admin/add-season.ts';
import { deleteEpisode } from '../../catalog/admin/delete-episode.ts';
import { deleteSeason } from '../../catalog/admin/delete-season.ts';
import { getAdminPerson } from '../../catalog/admin/get-admin-person.ts';
import { getAdminTitle } from '../../catalog/admin/get-admin-title.ts';
import { listAdminGenres } from '../../catalog/admin/list-admin-genres.ts';
import { listAdminPeople } from '../../catalog/admin/list-admin-people.ts';
import { listAdminTitles } from '../../catalog/admin/list-admin-titles.ts';
import { listPersonGaps, listTitleGaps } from '../../catalog/admin/list-persian-gaps.ts';
import { mergePeople } from '../../catalog/admin/merge-people.ts';
import { updateEpisode } from '../../catalog/admin/update-episode.ts';
import { updatePerson } from '../../catalog/admin/update-person.ts';
import { updateSeason } from '../../catalog/admin/update-season.ts';
import { updateTitle } from '../../catalog/admin/update-title.ts';
import { listPersonDuplicates } from '../../catalog/people/list-person-duplicates.ts';
import { operatorId } from '../../http/admin.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const refusals = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema };
const refusalsOfOne = { ...refusals, 404: errorBodySchema };
const refusalsOfChange = { ...refusalsOfOne, 409: errorBodySchema };

/** The catalogue editor: titles, people, genres, and the seasons and episodes of series. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const { db } = database;
  const guarded = { preValidation: [app.requireAdmin] };

  app.get(
    '/api/admin/titles',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Titles by Persian, English or original name, id or IMDb id; most-voted first',
        operationId: 'adminListTitles',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Paged by `page` and `per_page` (at most 50).',
        querystring: adminTitlesQuerySchema,
        response: { 200: pageOf(adminTitleRowSchema), ...refusals },
      },
    },
    (request) => listAdminTitles(database, request.query),
  );

  app.get(
    '/api/admin/titles/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "A title's editable fields, genres, locked fields, seasons and episodes, and version",
        operationId: 'adminGetTitle',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown title; send `updatedAt` back as `ifUpdatedAt` when editing.',
        params: idParamsSchema,
        response: { 200: resourceOf(adminTitleDetailSchema), ...refusalsOfOne },
      },
    },
    async (request) => ({ data: await getAdminTitle(db, request.params.id) }),
  );

  app.patch(
    '/api/admin/titles/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Edits a title (the version read as ifUpdatedAt; 409 if it changed since) and locks the fields',
        operationId: 'adminUpdateTitle',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown title, 422 for an unknown genre. Changed fields are locked against importers and enrichment; audited, and public caches drop their answers once saved.',
        params: idParamsSchema,
        body: adminTitlePatchSchema,
        response: { 200: resourceOf(adminTitleDetailSchema), ...refusalsOfChange },
      },
    },
    async (request) => ({
      data: await updateTitle(db, operatorId(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/admin/persian-gaps/titles',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Titles lacking a Persian title or plot, the most viewed first (then the most voted)',
        operationId: 'adminListTitleGaps',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Views are distinct viewers in watch history. Edit through `PATCH /api/admin/titles/{id}` with `updatedAt` as `ifUpdatedAt`.',
        querystring: adminPersianGapsQuerySchema,
        response: { 200: pageOf(adminTitleGapSchema), ...refusals },
      },
    },
    (request) => listTitleGaps(database, request.query),
  );

  app.get(
    '/api/admin/persian-gaps/people',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'People lacking a Persian name, those of the most viewed (then voted) titles first',
        operationId: 'adminListPersonGaps',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Edit through `PATCH /api/admin/people/{id}` with `updatedAt` as `ifUpdatedAt`.',
        querystring: adminPersianGapsQuerySchema,
        response: { 200: pageOf(adminPersonGapSchema), ...refusals },
      },
    },
    (request) => listPersonGaps(database, request.query),
  );

  app.get(
    '/api/admin/genres',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Every genre, with or without titles, for the genre picker',
        operationId: 'adminListGenres',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Unlike the public list, genres without titles are included.',
        response: { 200: listOf(adminGenreSchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ data: await listAdminGenres(db) }),
  );

  app.get(
    '/api/admin/people',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'People by Persian or English name, id or IMDb id',
        operationId: 'adminListPeople',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Without a query, everyone by English name. Paged by `page` and `per_page` (at most 50).',
        querystring: adminPeopleQuerySchema,
        response: { 200: pageOf(adminPersonRowSchema), ...refusals },
      },
    },
    (request) => listAdminPeople(database, request.query),
  );

  app.get(
    '/api/admin/people/duplicates',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Likely duplicate people, with the evidence: same name, shared titles, ids',
        operationId: 'adminListPersonDuplicates',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. Pairs of the same normalised name (either script) sharing a title, or with the same English and Persian names, or one IMDb id; most shared titles first, the one with more credits first in each pair.',
        response: { 200: listOf(personDuplicatePairSchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ data: await listPersonDuplicates(database.sql) }),
  );

  app.post(
    '/api/admin/people/:id/merge',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Merges a duplicate person into this one: credits moved, old address a 301',
        operationId: 'adminMergePeople',
        description:
          "Administrators only (401 without a session, 403 for other users); never cached. The duplicate's credits move here (one per title and role), its source ids and the fields this person lacks are kept, its page and API address answer 301 to this one; audited. 404 for an unknown person or duplicate, 422 for a person merged into itself.",
        params: idParamsSchema,
        body: personMergeSchema,
        response: { 200: resourceOf(personMergeResultSchema), ...refusalsOfOne },
      },
    },
    async (request) => ({
      data: await mergePeople(db, operatorId(request), request.params.id, request.body.duplicateId),
    }),
  );

  app.get(
    '/api/admin/people/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "A person's editable fields, locked fields and version",
        operationId: 'adminGetPerson',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown person; send `updatedAt` back as `ifUpdatedAt` when editing.',
        params: idParamsSchema,
        response: { 200: resourceOf(adminPersonDetailSchema), ...refusalsOfOne },
      },
    },
    async (request) => ({ data: await getAdminPerson(db, request.params.id) }),
  );

  app.patch(
    '/api/admin/people/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Edits a person (the version read as ifUpdatedAt; 409 if it changed since) and locks the fields',
        operationId: 'adminUpdatePerson',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown person. Changed fields are locked against importers; audited.',
        params: idParamsSchema,
        body: adminPersonPatchSchema,
        response: { 200: resourceOf(adminPersonDetailSchema), ...refusalsOfChange },
      },
    },
    async (request) => ({
      data: await updatePerson(db, operatorId(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/titles/:id/seasons',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Adds a season to a series (422 for a film, 409 for a number it has)',
        operationId: 'adminAddSeason',
        description:
          "Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown title. The operator then owns the series' list of seasons, so imports add none; every field given is locked.",
        params: idParamsSchema,
        body: adminSeasonCreateSchema,
        response: { 201: resourceOf(adminSeasonSchema), ...refusalsOfChange },
      },
    },
    async (request, reply) => {
      const season = await addSeason(db, operatorId(request), request.params.id, request.body);
      return reply.status(201).send({ data: season });
    },
  );

  app.patch(
    '/api/admin/seasons/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "Edits a season's number, name or air date (409 for a number the series has)",
        operationId: 'adminUpdateSeason',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown season. Changed fields are locked, and a renumbering keeps imports from adding the old number back.',
        params: idParamsSchema,
        body: adminSeasonPatchSchema,
        response: { 200: resourceOf(adminSeasonSchema), ...refusalsOfChange },
      },
    },
    async (request) => ({
      data: await updateSeason(db, operatorId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/seasons/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Deletes a season and its episodes (409 while an episode has video files)',
        operationId: 'adminDeleteSeason',
        description:
          "Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown season; delete its episodes' files in the media console first. 204 with no body.",
        params: idParamsSchema,
        response: { 204: z.null(), ...refusalsOfChange },
      },
    },
    async (request, reply) => {
      await deleteSeason(db, operatorId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/seasons/:id/episodes',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Adds an episode to a season (409 for a number it has)',
        operationId: 'adminAddEpisode',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown season; every field given is locked against importers.',
        params: idParamsSchema,
        body: adminEpisodeCreateSchema,
        response: { 201: resourceOf(adminEpisodeSchema), ...refusalsOfChange },
      },
    },
    async (request, reply) => {
      const episode = await addEpisode(db, operatorId(request), request.params.id, request.body);
      return reply.status(201).send({ data: episode });
    },
  );

  app.patch(
    '/api/admin/episodes/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "Edits an episode's number, names, plot, air date or runtime (409 for a number taken)",
        operationId: 'adminUpdateEpisode',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown episode; changed fields are locked against importers.',
        params: idParamsSchema,
        body: adminEpisodePatchSchema,
        response: { 200: resourceOf(adminEpisodeSchema), ...refusalsOfChange },
      },
    },
    async (request) => ({
      data: await updateEpisode(db, operatorId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/episodes/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Deletes an episode (409 while it has video files)',
        operationId: 'adminDeleteEpisode',
        description:
          'Administrators only (401 without a session, 403 for other users); never cached. 404 for an unknown episode; delete its files in the media console first. 204 with no body.',
        params: idParamsSchema,
        response: { 204: z.null(), ...refusalsOfChange },
      },
    },
    async (request, reply) => {
      await deleteEpisode(db, operatorId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
