import {
  createProfileBodySchema,
  errorBodySchema,
  idParamsSchema,
  profileSchema,
  profilesStateSchema,
  resourceOf,
  selectProfileBodySchema,
  setProfilePinBodySchema,
  updateProfileBodySchema,
} from '@pardeh/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../http/auth.ts';
import { createProfile } from '../profiles/create-profile.ts';
import { deleteProfile } from '../profiles/delete-profile.ts';
import { listProfiles } from '../profiles/list-profiles.ts';
import { selectProfile } from '../profiles/select-profile.ts';
import { setProfilePin } from '../profiles/set-profile-pin.ts';
import { updateProfile } from '../profiles/update-profile.ts';

const profilesTag = { tags: ['user'], security: [{ bearer: [] }] };
const signedInOnly = 'Signed-in users only (401 without a live bearer token); answered `no-store`.';
const managing = `${signedInOnly} A kids' profile may not change profiles (403), nor any profile change a PIN-protected one but itself (403). Another account's profile is a 404.`;

/** An account's profiles (#34): list, add, change, delete, PIN, and the session's active one. */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/user/profiles',
    {
      preValidation: [app.requireUser],
      schema: {
        ...profilesTag,
        summary: "The account's profiles and the session's active one",
        operationId: 'listProfiles',
        description: signedInOnly,
        response: { 200: resourceOf(profilesStateSchema), 401: errorBodySchema },
      },
    },
    async (request) => {
      const { user, profile } = signedIn(request);
      return { data: await listProfiles(db, user.id, profile.id) };
    },
  );

  app.post(
    '/api/user/profiles',
    {
      preValidation: [app.requireUser],
      schema: {
        ...profilesTag,
        summary: 'Adds a profile (at most 5 per account)',
        operationId: 'createProfile',
        description: `${managing} 409 when the account already has 5.`,
        body: createProfileBodySchema,
        response: {
          201: resourceOf(profileSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user, profile } = signedIn(request);
      return reply.status(201).send({ data: await createProfile(db, user.id, profile, request.body) });
    },
  );

  app.patch(
    '/api/user/profiles/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        ...profilesTag,
        summary: "Renames a profile, changes its avatar or a kids' profile's maturity age",
        operationId: 'updateProfile',
        description: managing,
        params: idParamsSchema,
        body: updateProfileBodySchema,
        response: {
          200: resourceOf(profileSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user, profile } = signedIn(request);
      return { data: await updateProfile(db, user.id, profile, request.params.id, request.body) };
    },
  );

  app.delete(
    '/api/user/profiles/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        ...profilesTag,
        summary: 'Deletes a profile and its library',
        operationId: 'deleteProfile',
        description: `${managing} 409 for the account's last profile and for the session's active one.`,
        params: idParamsSchema,
        response: {
          204: z.null(),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user, profile } = signedIn(request);
      await deleteProfile(db, user.id, profile, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/user/profiles/:id/pin',
    {
      preValidation: [app.requireUser],
      schema: {
        ...profilesTag,
        summary: "Sets or replaces an adult profile's 4-digit PIN",
        operationId: 'setProfilePin',
        description: `${managing} Persian or Latin digits. 422 for a kids' profile.`,
        params: idParamsSchema,
        body: setProfilePinBodySchema,
        response: {
          200: resourceOf(profileSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user, profile } = signedIn(request);
      return { data: await setProfilePin(db, user.id, profile, request.params.id, request.body.pin) };
    },
  );

  app.delete(
    '/api/user/profiles/:id/pin',
    {
      preValidation: [app.requireUser],
      schema: {
        ...profilesTag,
        summary: "Clears a profile's PIN",
        operationId: 'clearProfilePin',
        description: managing,
        params: idParamsSchema,
        response: {
          200: resourceOf(profileSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user, profile } = signedIn(request);
      return { data: await setProfilePin(db, user.id, profile, request.params.id, null) };
    },
  );

  app.post(
    '/api/user/profiles/:id/select',
    {
      preValidation: [app.requireUser],
      schema: {
        ...profilesTag,
        summary: "Makes a profile the session's active one",
        operationId: 'selectProfile',
        description: `${signedInOnly} A PIN-protected profile needs its PIN; leaving a kids' profile for an adult one needs a PIN of the account when it has any (403 without it or when wrong). After 5 wrong PINs in 15 minutes, 429 with Retry-After.`,
        params: idParamsSchema,
        body: selectProfileBodySchema.nullish(),
        response: {
          200: resourceOf(profilesStateSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user, sessionId, profile } = signedIn(request);
      const session = { userId: user.id, sessionId, active: profile };
      return { data: await selectProfile(db, session, request.params.id, request.body?.pin) };
    },
  );
};
