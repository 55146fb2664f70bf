import { referenceOperations } from '@ganado/shared/reference';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { listBreeds, listCountries, listSpecies } from './reference.repository';

/** Public reference data: the sign-up and animal forms need it before anyone signs in. */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  route(app, referenceOperations.listCountries, () => listCountries(app.database.db));
  route(app, referenceOperations.listSpecies, () => listSpecies(app.database.db));
  route(app, referenceOperations.listBreeds, (request) => listBreeds(app.database.db, { speciesCode: request.query.species }));
};
