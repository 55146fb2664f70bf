import type { HealthResponse } from '@ganado/shared/health';
import type { Database } from '../../db/client';
import { migrationStatus } from '../../db/migrate';
import { version } from '../../version';

export async function readHealth(database: Database): Promise<HealthResponse> {
  return {
    status: 'ok',
    version,
    uptimeSeconds: Math.round(process.uptime()),
    database: { kind: database.kind, ...(await migrationStatus(database)) },
  };
}
