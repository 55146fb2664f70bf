import type { Permissions } from '@ganado/shared/access';
import type { AppModule } from '@ganado/shared/auth';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { loadUserAccess } from '../roles/roles.access';
import { isSessionLive } from './sessions.repository';

export interface Session {
  userId: string;
  organizationId: string;
  role: string;
  /** The sign-in (refresh token family) this request belongs to. */
  sessionId: string;
  roleId: string | null;
  /** The modules the user may view (the login answer's `modules`, spec §6). */
  modules: AppModule[];
  /** The actions allowed per module, from the user's role (every one for an admin role). */
  permissions: Permissions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sets request.session, or throws 401 without a valid access token or for a user who is no
     * longer active. Routes do not call it: they declare `config.access` (http/access.ts).
     */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Set on every route whose access is not 'public' (http/access.ts). */
    session: Session;
  }
}

/** The client sends the token in `authorization: Bearer …` and in `oauth-token` (spec §7). */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization) return authorization.replace(/^Bearer\s+/i, '').trim() || undefined;
  const header = request.headers['oauth-token'];
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
}

/**
 * The session an access token stands for, or null. Shared by the REST routes and GraphQL. The
 * permissions are read from the user's role on each request, never carried in the token, and a
 * token of a sign-in that has ended (logout, a new password, a stolen refresh token) is refused
 * at once rather than when it expires.
 */
export async function sessionFromToken(context: AppContext, token: string | undefined): Promise<Session | null> {
  const claims = token ? context.tokens.verifyAccessToken(token) : null;
  if (!claims || !(await isSessionLive(context.db, claims.sessionId))) return null;
  const access = await loadUserAccess(context.db, claims.userId);
  if (access?.status !== 'active' || access.organizationId !== claims.organizationId) return null;
  return { ...claims, roleId: access.roleId, modules: access.modules, permissions: access.permissions };
}

export const authenticate = fp<{ context: AppContext }>(
  async (app, { context }) => {
    app.decorateRequest('session', null as unknown as Session);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const session = await sessionFromToken(context, accessTokenOf(request));
      if (!session) throw AppError.unauthorized();
      request.session = session;
    });
  },
  { name: 'ganado-authenticate' },
);
