import { animalGroupOperations as ops } from '@ganado/shared/animals';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../http/operation';
import { addGroup, getGroup, getGroupHistory, getGroups, moveAnimals, removeGroup, updateGroup } from './groups.service';

/** Groups of animals and moving animals between them (the animals module's permission). */
export const groupRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listAnimalGroups, (request) => getGroups(request.tenant, request.session, request.query));
  route(app, ops.addAnimalGroup, (request) => addGroup(request.tenant, request.session, request.body, request.ip));
  route(app, ops.moveAnimalsToGroup, (request) => moveAnimals(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getAnimalGroup, (request) => getGroup(request.tenant, request.session, request.params.id));
  route(app, ops.updateAnimalGroup, (request) => updateGroup(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.removeAnimalGroup, (request) => removeGroup(request.tenant, request.session, request.params.id, request.ip));
  route(app, ops.listAnimalGroupHistory, (request) => getGroupHistory(request.tenant, request.session, request.params.id));
};
