import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

// A built web app in miniature, as apps/web/vite.config.ts writes it: each text file with its .br and .gz.
const webDistDir = await mkdtemp(path.join(tmpdir(), 'ganado-web-'));
afterAll(() => rm(webDistDir, { recursive: true, force: true }));
const SCRIPT = `export const herd = [${Array.from({ length: 400 }, (_, index) => `'vaca ${index}'`).join(', ')}];\n`;
const PAGE = `<!doctype html><title>Ganado</title>${'<!-- padding -->'.repeat(80)}<div id="root"></div>`;
async function builtFile(name: string, text: string) {
  const file = path.join(webDistDir, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}
await builtFile('index.html', PAGE);
await builtFile('assets/index-abc123.js', SCRIPT);

const app = await buildTestApp({ serveWeb: true, config: { webDistDir } });
// Outside /api, which needs an access rule: an answer of unknown type, as a download of any file is.
app.get('/test/blob', async (_request, reply) => reply.type('application/octet-stream').send(Buffer.alloc(8 * COMPRESSION_THRESHOLD_BYTES, 7)));

const LARGE_JSON = '/api/countries';
const SMALL_JSON = '/api/health';

const varyList = (header: unknown) => String(header ?? '').toLowerCase().split(/\s*,\s*/);

describe('API answers', () => {
  it('come back compressed above the threshold, brotli first, gzip for a client without it', async () => {
    const plain = await app.inject({ method: 'GET', url: LARGE_JSON });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await app.inject({ method: 'GET', url: LARGE_JSON, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(varyList(br.headers.vary)).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await app.inject({ method: 'GET', url: LARGE_JSON, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('are sent as they are below the threshold', async () => {
    const small = await app.inject({ method: 'GET', url: SMALL_JSON, headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('are sent as they are to a client that says x-no-compression', async () => {
    const answer = await app.inject({ method: 'GET', url: LARGE_JSON, headers: { 'accept-encoding': 'br, gzip', 'x-no-compression': '1' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(answer.json().data)).toBe(true);
  });

  it('of unknown type (application/octet-stream) are sent as they are: a file may be compressed already', async () => {
    const answer = await app.inject({ method: 'GET', url: '/test/blob', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload.length).toBe(8 * COMPRESSION_THRESHOLD_BYTES);
  });
});

describe('the web app’s files', () => {
  it('are the build’s pre-compressed copies, chosen by accept-encoding, varying on it, cached for a year', async () => {
    const url = '/assets/index-abc123.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(varyList(br.headers.vary)).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varyList(plain.headers.vary)).toContain('accept-encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('include the page, at any page address, compressed and never kept without asking again (no-cache)', async () => {
    for (const url of ['/', '/index.html', '/myfarm/farmlist']) {
      const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(PAGE);
    }
  });
});
