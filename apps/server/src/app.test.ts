import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/app';

const webDistDir = await mkdtemp(path.join(tmpdir(), 'ganado-web-'));
afterAll(() => rm(webDistDir, { recursive: true, force: true }));
await mkdir(path.join(webDistDir, 'assets'));
await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Ganado</title><div id="root"></div>');
await writeFile(path.join(webDistDir, 'assets', 'main-3f2a1b.js'), 'console.log("ganado")');

const app = await buildTestApp({ serveWeb: true, config: { webDistDir } });

describe('OpenAPI', () => {
  it('describes the API routes as OpenAPI 3.1', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/countries', '/api/breeds', '/api/login', '/api/user/signup/email', '/api/forget-password/reset-password']),
    );
    expect(Object.keys(document.paths)).not.toContain('/graphql');
    expect(document.paths['/api/breeds'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'species', in: 'query' }),
    );
  });

  it('serves Swagger UI', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the web app', () => {
  it('answers index.html for the root and for any page address', async () => {
    for (const url of ['/', '/myfarm/farmlist', '/animals/A-102/health-record?tab=2']) {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves built files, caching hashed assets for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-3f2a1b.js' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("ganado")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API addresses a JSON 404', async () => {
    for (const url of ['/api/nope', '/api']) {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 404, success: false, key: 'errors.routeNotFound' });
    }
  });

  it('does not answer pages to other methods', async () => {
    const response = await app.inject({ method: 'POST', url: '/myfarm/farmlist' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ key: 'errors.routeNotFound' });
  });
});

describe('background jobs', () => {
  it('know when no request is being served, so they give way to people', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/no-such-route' });
    const started = Date.now();
    await app.jobs.whenQuiet(5000);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
