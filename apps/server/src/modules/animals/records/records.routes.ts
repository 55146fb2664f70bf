import { animalRecordOperations as ops } from '@ganado/shared/animals';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../http/operation';
import { addRecord, deleteRecord, getRecord, getRecords, updateRecord } from './records.service';

/** An animal's records: its dated events, one route set for every type (docs/ARCHITECTURE.md). */
export const recordRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listAnimalRecords, (request) => getRecords(request.tenant, request.session, request.params.id, request.query));
  route(app, ops.addAnimalRecord, (request) => addRecord(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.getAnimalRecord, (request) => getRecord(request.tenant, request.session, request.params.id, request.params.recordId));
  route(app, ops.updateAnimalRecord, (request) =>
    updateRecord(request.tenant, request.session, request.params.id, request.params.recordId, request.body, request.ip),
  );
  route(app, ops.deleteAnimalRecord, (request) => deleteRecord(request.tenant, request.session, request.params.id, request.params.recordId, request.ip));
};
