import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { messageCatalog } from '@ganado/shared';
import { expect, it } from 'vitest';
import { migrationsFolder } from '../../paths';
import { buildTestApp } from '../../test/app';

const app = await buildTestApp();
const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

it('answers ok with the version, the database kind and its migration status', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/health' });

  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ code: 200, success: true, message: messageCatalog.en['success.ok'] });
  expect(body.data).toMatchObject({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  expect(body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  expect(body.data.database).toEqual({
    kind: process.env.GANADO_TEST_DB,
    migration: journal.entries.at(-1)?.tag,
    migrationsApplied: journal.entries.length,
  });
});

it('translates the success message', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'es-MX,es;q=0.9' } });

  expect(response.json().message).toBe(messageCatalog.es['success.ok']);
});
