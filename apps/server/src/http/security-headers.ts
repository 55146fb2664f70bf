import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

type Directives = Record<string, string[]>;

/** Leaflet's TileLayer fills a `{s}` in the tile URL with one of these unless told otherwise (the farm maps do not). */
const LEAFLET_SUBDOMAINS = ['a', 'b', 'c'];

/** The origins the farm maps load tiles from: TILE_URL's, once per subdomain when it has `{s}`. */
export function tileOrigins(tileUrl: string): string[] {
  const urls = tileUrl.includes('{s}') ? LEAFLET_SUBDOMAINS.map((subdomain) => tileUrl.replaceAll('{s}', subdomain)) : [tileUrl];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * The web app's policy (docs/decisions.md, "Security headers"): scripts only from our own files,
 * styles also inline (MUI's emotion, FullCalendar and the ALTCHA widget insert <style> elements at
 * run time), images also from the tile server, data: (Leaflet's icons) and blob: (pictures being
 * chosen), workers also from blob: (ALTCHA's proof of work; the service worker is our own file),
 * the web app manifest named outright, so the installable app does not hang on default-src, and
 * nothing may frame the app.
 */
function appDirectives(config: Config, https: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tileOrigins(config.tileUrl)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(https && { 'upgrade-insecure-requests': [] }),
  };
}

/** GraphiQL (development only) loads React and its own code from unpkg and has an inline <style>. */
const GRAPHIQL_CDN = 'https://unpkg.com';
function graphiqlDirectives(app: Directives): Directives {
  return {
    ...app,
    'script-src': ["'self'", GRAPHIQL_CDN],
    'style-src': ["'self'", "'unsafe-inline'", GRAPHIQL_CDN],
    'font-src': ["'self'", 'data:', GRAPHIQL_CDN],
    'connect-src': ["'self'", GRAPHIQL_CDN],
    'worker-src': ["'self'"],
  };
}

/** API answers are private data: nobody keeps a copy unless the route says otherwise (pictures do). */
const isApiAnswer = (request: FastifyRequest) => /^\/(?:api|graphql)(?:[/?#]|$)/.test(request.url);

/**
 * Security headers on every answer (helmet): the Content-Security-Policy above, nosniff, no
 * framing, a Referrer-Policy that still names our origin to the tile server (OpenStreetMap's tile
 * policy asks for it), HSTS when PUBLIC_URL is https; and `Cache-Control: no-store` on API answers.
 * Register before any route: per-route policies are set as routes are added.
 */
export const securityHeaders = fp<{ config: Config }>(
  async (app, { config }) => {
    const https = new URL(config.publicUrl).protocol === 'https:';
    const directives = appDirectives(config, https);
    const graphiql: FastifyHelmetOptions = { contentSecurityPolicy: { useDefaults: false, directives: graphiqlDirectives(directives) } };
    // Before helmet's own onRoute hook, which reads the route's `helmet` option.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/graphiql')) route.helmet = graphiql;
    });
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Browsers heed it only over TLS, which may end at a proxy in front of us: PUBLIC_URL, the
      // address people use, says whether they reach us over https (the request's own protocol does not).
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (isApiAnswer(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'ganado-security-headers' },
);
