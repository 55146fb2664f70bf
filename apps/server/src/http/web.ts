import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFound } from './error-handler';

/** index.html, the service worker and the web app manifest, as sent or in a pre-compressed copy. */
const ALWAYS_REVALIDATED = /[/\\](?:index\.html|sw\.js|manifest\.webmanifest)(?:\.br|\.gz)?$/;

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
      // The build writes a brotli and a gzip copy beside each text file (apps/web/vite.config.ts):
      // the one the browser accepts is sent as is, with `vary: accept-encoding`, costing no CPU
      // per request; the compression plugin (compression.ts) sees its content-encoding and leaves it.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // The bundler puts a content hash in every file name under assets/.
        if (/[/\\]assets[/\\]/.test(filePath)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        // The page names the current assets, the service worker and the manifest name the current
        // release (apps/web/build/pwa.ts): asked for again every time, so a release is seen at once.
        else if (ALWAYS_REVALIDATED.test(filePath)) reply.header('cache-control', 'no-cache');
      },
    });
    app.setNotFoundHandler((request, reply) =>
      isPageRequest(request) ? reply.sendFile('index.html') : routeNotFound(request, reply),
    );
  },
  { name: 'ganado-web-app' },
);
