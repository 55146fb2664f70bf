import type { TestProject } from 'vitest/node';
import { createSeededTemplate, testDatabaseKind } from './database';

/**
 * Before the server's test files: the run's migrated and seeded database, which each file copies
 * (test/database.ts, createTestDatabase); removed when the run ends. The demo's dates are relative to
 * this moment, which is up to a run's length (minutes) before a file's tests.
 */
export default async function setup(project: TestProject) {
  const { template, drop } = await createSeededTemplate(testDatabaseKind(project.config.env));
  project.provide('seededTemplate', template);
  return drop;
}
