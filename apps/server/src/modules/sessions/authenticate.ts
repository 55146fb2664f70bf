import type { Permissions } from '@ganado/shared/access';
import type { AppModule } from '@ganado/shared/auth';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { loadUserAccess } from '../roles/roles.access';

export interface Session {
  userId: string;
  organizationId: string;
  role: string;
  /** The sign-in (refresh token family) this request belongs to. */
  sessionId: string;
  roleId: string | null;
  /** The modules the user may view (the login answer's `modules`, docs/product.md §6). */
  modules: AppModule[];
  /** The actions allowed per module, from the user's role (every one for an administrator). */
  permissions: Permissions;
  /** An administrator of the organisation (roles.access.ts `administers`: the role's flag, or its owner). */
  isAdmin: boolean;
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
    /**
     * The app's context as the signed-in person's organisation: its `db` sees that organisation's
     * rows only (row-level security). Set with `session`; what every signed-in route hands its service.
     */
    tenant: AppContext;
  }
}

/** The client sends the token in `authorization: Bearer …` and in `oauth-token` (docs/product.md §7). */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization) return authorization.replace(/^Bearer\s+/i, '').trim() || undefined;
  const header = request.headers['oauth-token'];
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
}

/**
 * The session an access token stands for, with its organisation's context, or null. Shared by the
 * REST routes and GraphQL. The permissions are read from the user's role on each request, never
 * carried in the token, and a token of a sign-in that has ended (logout, a new password, a stolen
 * refresh token) is refused at once rather than when it expires. The user and the sign-in are read
 * as the token's organisation sees them, so a token whose organisation is not the user's finds nobody.
 */
export async function sessionFromToken(context: AppContext, token: string | undefined): Promise<{ session: Session; tenant: AppContext } | null> {
  const claims = token ? context.tokens.verifyAccessToken(token) : null;
  if (!claims) return null;
  const tenant = context.forOrganization(claims.organizationId);
  const access = await loadUserAccess(tenant.db, claims.userId, claims.sessionId);
  if (access?.status !== 'active' || !access.sessionLive || access.organizationId !== claims.organizationId) return null;
  const session = { ...claims, roleId: access.roleId, modules: access.modules, permissions: access.permissions, isAdmin: access.isAdmin };
  return { session, tenant };
}

export const authenticate = fp<{ context: AppContext }>(
  async (app, { context }) => {
    app.decorateRequest('session', null as unknown as Session);
    app.decorateRequest('tenant', null as unknown as AppContext);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const signedIn = await sessionFromToken(context, accessTokenOf(request));
      if (!signedIn) throw AppError.unauthorized();
      request.session = signedIn.session;
      request.tenant = signedIn.tenant;
    });
  },
  { name: 'ganado-authenticate' },
);
