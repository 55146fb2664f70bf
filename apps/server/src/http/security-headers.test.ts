import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed';
import { buildTestApp } from '../test/app';
import { tileOrigins } from './security-headers';

const webDistDir = await mkdtemp(path.join(tmpdir(), 'ganado-web-'));
afterAll(() => rm(webDistDir, { recursive: true, force: true }));
await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Ganado</title><div id="root"></div>');

const app = await buildTestApp({ serveWeb: true, config: { webDistDir, publicUrl: 'http://localhost:3000', tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' } });
const secure = await buildTestApp({ config: { publicUrl: 'https://ganado.example.org', tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' } });

/** The Content-Security-Policy header as directive → sources. */
function policy(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('give the web app a policy of its own scripts only, the tile server for images, its own manifest, and no framing', async () => {
    const page = await app.inject({ method: 'GET', url: '/myfarm/farmlist' });
    expect(page.statusCode).toBe(200);
    const csp = policy(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toContain('https://tiles.example.org');
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on API answers, successes and errors alike, which nobody may keep (no-store)', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keep every answer of the sign-in area out of caches: a login, a failed one, a token refresh', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await app.inject({ method: 'POST', url: '/api/access-token', payload: { refreshToken: login.json().data.refreshToken } });
    expect(refresh.headers['cache-control']).toBe('no-store');
    const wrong = await app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.admin.email, password: 'Wrong#2026x' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
    const graphql = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } });
    expect(graphql.headers['cache-control']).toBe('no-store');
  });

  it('leave a route’s own caching alone (hashed web files, Swagger UI’s files)', async () => {
    const swaggerFile = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(swaggerFile.statusCode).toBe(200);
    expect(swaggerFile.headers['cache-control']).not.toBe('no-store');
  });

  it('give GraphiQL (outside production) a policy that lets it load its code from its CDN, and nothing else', async () => {
    const graphiql = await app.inject({ method: 'GET', url: '/graphiql' });
    expect(graphiql.statusCode).toBe(200);
    const csp = policy(graphiql.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://unpkg.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });
});

describe('behind TLS', () => {
  it('sends HSTS and upgrades insecure requests when PUBLIC_URL is https', async () => {
    const response = await secure.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(policy(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('allows each subdomain Leaflet fills a {s} tile URL with', async () => {
    const response = await secure.inject({ method: 'GET', url: '/api/health' });
    expect(policy(response.headers['content-security-policy']).get('img-src')).toEqual(
      expect.arrayContaining(['https://a.tile.example.org', 'https://b.tile.example.org', 'https://c.tile.example.org']),
    );
  });
});

describe('tile origins', () => {
  it('are the origins of TILE_URL, ports kept, one per subdomain', () => {
    expect(tileOrigins('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual(['https://tile.openstreetmap.org']);
    expect(tileOrigins('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:8080']);
    expect(tileOrigins('https://tiles-{s}.example.org/{z}/{x}/{y}.png?key=abc')).toEqual([
      'https://tiles-a.example.org',
      'https://tiles-b.example.org',
      'https://tiles-c.example.org',
    ]);
  });
});
