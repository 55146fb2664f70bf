import { errorEnvelope, successEnvelope } from '@ganado/shared/http';
import { breed, breedsQuery, country, species } from '@ganado/shared/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { listBreeds, listCountries, listSpecies } from './reference.repository';

/** Public reference data: the sign-up and animal forms need it before anyone signs in. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reference'];

  app.get(
    '/countries',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Countries with time zone and mobile dial code, sorted by name',
        response: { 200: successEnvelope(z.array(country)) },
      },
    },
    async (request) => ok(request, await listCountries(app.database.db)),
  );

  app.get(
    '/species',
    { config: { access: 'public' }, schema: { tags, summary: 'Livestock species', response: { 200: successEnvelope(z.array(species)) } } },
    async (request) => ok(request, await listSpecies(app.database.db)),
  );

  app.get(
    '/breeds',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Breeds, optionally of one species (by species code)',
        querystring: breedsQuery,
        response: { 200: successEnvelope(z.array(breed)), 422: errorEnvelope },
      },
    },
    async (request) => ok(request, await listBreeds(app.database.db, { speciesCode: request.query.species })),
  );
};
