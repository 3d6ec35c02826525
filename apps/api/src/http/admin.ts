import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../messages.ts';
import { signedIn } from './auth.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook for the operator console's routes (`preValidation: [app.requireAdmin]`): 401 without a
     * live session, 403 for a user who is not an administrator.
     */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

/** Sets up `app.requireAdmin`; after `registerAuthentication`. */
export function registerAdminGuard(app: FastifyInstance): void {
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (!signedIn(request).user.isAdmin) throw new HttpError(403, messages.forbidden);
  });
}

/** The administrator `app.requireAdmin` let through: the actor of an audit entry. */
export const operatorId = (request: FastifyRequest): number => signedIn(request).user.id;
