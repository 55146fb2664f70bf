import type { OperationAccess } from '@ganado/shared/http';
import type { FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';

/**
 * Who may call a route, declared once per route in its options:
 *
 *   config: { access: 'public' }                                  anyone
 *   config: { access: 'signedIn' }                                any signed-in, active user
 *   config: { access: 'administrator' }                           an administrator of their organisation (roles.access.ts `administers`)
 *   config: { access: { module: 'users', action: 'create' } }     a user whose role allows it
 *
 * One onRequest hook enforces it (401 without a session, 403 errors.forbidden without the
 * permission), before validation. Every route under /api and /graphql must declare it: buildApp
 * throws otherwise. A route registered from its contract (`route` in http/operation.ts) takes the
 * operation's `access`, and its operationId, which must be unique across the API.
 */
export type RouteAccess = OperationAccess;
export type DeclaredRoute = { method: string; url: string; access: RouteAccess; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route under the declared prefixes with its declaration and schema, in registration order (for the route-walking tests). */
    routeAccess: DeclaredRoute[];
  }
}

export const allows = (request: FastifyRequest, access: Exclude<RouteAccess, 'public' | 'signedIn' | 'administrator'>) =>
  request.session.permissions[access.module]?.includes(access.action) ?? false;

export const accessControl = fp<{ prefixes: readonly string[]; publicPrefixes: readonly string[] }>(
  async (app, { prefixes, publicPrefixes }) => {
    const routes: DeclaredRoute[] = [];
    app.decorate('routeAccess', routes);
    const operationIds = new Map<string, string>();

    app.addHook('onRoute', (route) => {
      if (!prefixes.some((prefix) => route.url.startsWith(prefix))) return;
      route.config ??= {};
      // Plugins whose routes we do not write (the OpenAPI viewer) are declared by prefix.
      if (!route.config.access && publicPrefixes.some((open) => route.url.startsWith(open))) route.config.access = 'public';
      const access = route.config.access;
      if (!access) throw new Error(`${String(route.method)} ${route.url} declares no config.access (see http/access.ts)`);
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, access, schema: route.schema });
      // Fastify adds a HEAD route beside each GET, with the same schema.
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
      if (operationId && route.method !== 'HEAD') {
        const where = `${String(route.method)} ${route.url}`;
        const taken = operationIds.get(operationId);
        if (taken) throw new Error(`${where} has the operationId ${operationId} of ${taken}`);
        operationIds.set(operationId, where);
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      await app.authenticate(request);
      if (access === 'signedIn') return;
      if (access === 'administrator' ? !request.session.isAdmin : !allows(request, access)) throw AppError.forbidden();
    });
  },
  { name: 'ganado-access-control', dependencies: ['ganado-authenticate'] },
);
