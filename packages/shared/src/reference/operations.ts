import { z } from 'zod';
import { operation } from '../http';
import { breed, breedsQuery, country, species } from './reference';

/** Public: the sign-up and animal forms need them before anyone signs in. */
export const referenceOperations = {
  listCountries: operation({
    operationId: 'listCountries',
    method: 'GET',
    path: '/countries',
    summary: 'Countries with time zone and mobile dial code, sorted by name',
    tag: 'reference',
    access: 'public',
    answer: z.array(country),
    errors: [],
  }),
  listSpecies: operation({
    operationId: 'listSpecies',
    method: 'GET',
    path: '/species',
    summary: 'Livestock species',
    tag: 'reference',
    access: 'public',
    answer: z.array(species),
    errors: [],
  }),
  listBreeds: operation({
    operationId: 'listBreeds',
    method: 'GET',
    path: '/breeds',
    summary: 'Breeds, optionally of one species (by species code)',
    tag: 'reference',
    access: 'public',
    query: breedsQuery,
    answer: z.array(breed),
    errors: [],
  }),
};
