import { GENOTYPE_MAX_BYTES, geneticsOperations as ops } from '@ganado/shared/genetics';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../http/operation';
import { addGenotype, deleteGenotype, getGenotype, getGenotypes, updateGenotype } from './genotypes.service';

/** A lab's file, and a PLINK .ped's .map beside it. */
const UPLOAD = { config: { upload: { maxBytes: GENOTYPE_MAX_BYTES, tooBig: 'genetics.snpFileTooBig', files: 2 } } } as const;

/** Genotypes and their parentage (docs/product.md §3, §5; docs/decisions.md: genotypes). */
export const genotypeRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listGenotypes, (request) => getGenotypes(request.tenant, request.session, request.query));
  route(app, ops.addGenotype, (request) => addGenotype(request.tenant, request.session, request.body, request.ip), UPLOAD);
  route(app, ops.getGenotype, (request) => getGenotype(request.tenant, request.session, request.params.id));
  route(app, ops.updateGenotype, (request) => updateGenotype(request.tenant, request.session, request.params.id, request.body, request.ip), UPLOAD);
  route(app, ops.deleteGenotype, (request) => deleteGenotype(request.tenant, request.session, request.params.id, request.ip));
};
