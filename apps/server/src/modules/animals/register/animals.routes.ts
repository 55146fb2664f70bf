import { animalOperations as ops } from '@ganado/shared/animals';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { requestLanguage } from '../../../http/language';
import { sendFile } from '../../../http/table-file';
import { route } from '../../../http/operation';
import { exportAnimals } from './animals.export';
import { addAnimal, deleteAnimal, getAnimal, getAnimalOptions, getAnimals, getLineage, updateAnimal } from './animals.service';

/** The animal register (docs/product.md §2, §3). The fixed paths come before `/animal/:id`, which would otherwise take them as ids. */
export const animalRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  route(app, ops.listAnimals, (request) => getAnimals(request.tenant, request.session, request.query));
  route(app, ops.listAnimalOptions, (request) => getAnimalOptions(request.tenant, request.session, request.query));
  route(app, ops.exportAnimals, async (request, reply) => {
    const file = await exportAnimals(request.tenant.db, request.session.organizationId, request.query, requestLanguage(request), context.clock());
    return sendFile(reply, file);
  });
  route(app, ops.addAnimal, (request) => addAnimal(request.tenant, request.session, request.body, requestLanguage(request), request.ip));
  route(app, ops.getAnimal, (request) => getAnimal(request.tenant, request.session, request.params.id, requestLanguage(request)));
  route(app, ops.updateAnimal, (request) => updateAnimal(request.tenant, request.session, request.params.id, request.body, requestLanguage(request), request.ip));
  route(app, ops.deleteAnimal, (request) => deleteAnimal(request.tenant, request.session, request.params.id, requestLanguage(request), request.ip));
  route(app, ops.getAnimalLineage, (request) => getLineage(request.tenant, request.session, request.params.id));
};
