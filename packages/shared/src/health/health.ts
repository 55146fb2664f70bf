import { z } from 'zod';
import { text } from '../http';

export const databaseKind = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof databaseKind>;

/** GET /api/health: liveness plus what a person checking a deployment wants to know. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  version: text(),
  uptimeSeconds: z.number(),
  database: z.object({
    kind: databaseKind,
    /** Name of the latest migration applied, e.g. "0001_reference_data". */
    migration: text().nullable(),
    /** How many migrations have been applied. */
    migrationsApplied: z.number().int(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponse>;
