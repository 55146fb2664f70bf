import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_KINDS } from '../db/schema';
import { dashboardCounters } from './dashboard/dashboard.counters';
import type { ImportWriter } from './imports/imports.job';
import { SERVER_MODULES } from './index';
import { importWriters, type ServerModule } from './module';

const modulesDir = import.meta.dirname;
const folders = (await readdir(modulesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
/** Each folder's route files, as paths from the folder without `.ts` (what its module.ts imports). */
const routeFiles = async (folder: string) =>
  (await readdir(path.join(modulesDir, folder), { recursive: true }))
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => `./${file.split(path.sep).join('/').replace(/\.ts$/, '')}`);

describe('the module registry (modules/index.ts)', () => {
  it('lists every folder that has routes, once, under its folder’s name', async () => {
    const withRoutes = [];
    for (const folder of folders) if ((await routeFiles(folder)).length > 0) withRoutes.push(folder);
    const names = SERVER_MODULES.map((module) => module.name);

    expect(withRoutes.filter((folder) => !names.includes(folder))).toEqual([]);
    expect(names.filter((name) => !folders.includes(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has each module register every route file of its folder', async () => {
    const unregistered = [];
    for (const { name } of SERVER_MODULES) {
      const declaration = await readFile(path.join(modulesDir, name, 'module.ts'), 'utf8');
      const imported = new Set([...declaration.matchAll(/from '(\.\/[^']+)'/g)].map((match) => match[1]));
      for (const file of await routeFiles(name)) if (!imported.has(file)) unregistered.push(`${name}: ${file}`);
    }
    expect(unregistered).toEqual([]);
  });

  it('has one writer for every import kind', () => {
    expect(Object.keys(importWriters(SERVER_MODULES)).sort()).toEqual([...IMPORT_KINDS].sort());
  });

  it('refuses an import kind written by two modules, or by none', () => {
    const writer: ImportWriter = async () => {};
    const twice: ServerModule[] = [...SERVER_MODULES, { name: 'again', imports: { users: writer } }];
    const none = SERVER_MODULES.map(({ imports, ...module }) => ({ ...module, imports: imports?.users ? { users: writer } : undefined }));

    expect(() => importWriters(twice)).toThrow('Two modules write imports of kind users');
    expect(() => importWriters(none)).toThrow(/No module writes imports of kind animals/);
  });

  it('gives the dashboard counters with distinct keys and places', () => {
    const counters = dashboardCounters(SERVER_MODULES);

    expect(new Set(counters.map((counter) => counter.key)).size).toBe(counters.length);
    expect(new Set(counters.map((counter) => counter.order)).size).toBe(counters.length);
  });

  it('orders the demo seeds without ties', () => {
    const orders = SERVER_MODULES.flatMap((module) => (module.seeds?.demo ? [module.seeds.demo.order] : []));

    expect(new Set(orders).size).toBe(orders.length);
  });
});
