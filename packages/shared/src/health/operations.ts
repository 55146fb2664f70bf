import { operation } from '../http';
import { healthResponse } from './health';

export const healthOperations = {
  getHealth: operation({
    operationId: 'getHealth',
    method: 'GET',
    path: '/health',
    summary: 'Liveness, version and database migration status',
    tag: 'system',
    access: 'public',
    answer: healthResponse,
    errors: [],
  }),
};
