import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFound } from './error-handler';

/** Page addresses belong to the web app's router; /api addresses never do. */
const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(?:[/?#]|$)/.test(request.url);

/**
 * Serves the built web app. Any page address that is not a file answers index.html with 200,
 * so deep links work and the client router shows its own 404 page.
 */
export const webApp = fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      setHeaders(reply, filePath) {
        // The bundler puts a content hash in every file name under assets/.
        if (/[/\\]assets[/\\]/.test(filePath)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.setNotFoundHandler((request, reply) =>
      isPageRequest(request) ? reply.sendFile('index.html') : routeNotFound(request, reply),
    );
  },
  { name: 'ganado-web-app' },
);
