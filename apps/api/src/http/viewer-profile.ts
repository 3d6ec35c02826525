import type { FastifyRequest } from 'fastify';

/** The session's active profile (#34), set on the request by the profiles domain. */
export interface ViewerProfile {
  id: number;
  kind: 'adult' | 'kids';
  /** The oldest age rating a kids' profile may see; null for an adult profile (no limit). */
  maturityAge: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    profile?: ViewerProfile;
  }
}

/** The maturity limit the catalogue filters this request's answers by: null when it has none. */
export function viewerMaturityAge(request: FastifyRequest): number | null {
  return request.profile?.maturityAge ?? null;
}
