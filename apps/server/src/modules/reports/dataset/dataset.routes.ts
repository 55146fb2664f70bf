import { createReadStream } from 'node:fs';
import { datasetOperations as ops } from '@ganado/shared/reports';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../http/operation';
import { exportDataset } from './dataset.service';

/** The dataset export (docs/decisions.md: the dataset export): the zip made first, then sent from its temporary file and deleted. */
export const datasetRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.exportDataset, async (request, reply) => {
    const file = await exportDataset(request.tenant, request.session, request.query, { snapshot: app.database.kind === 'postgres', ip: request.ip });
    const body = createReadStream(file.path);
    body.once('close', () => void file.remove());
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('content-length', file.size)
      .send(body);
  });
};
