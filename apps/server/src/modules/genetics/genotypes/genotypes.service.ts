import { type Genotype, GENOTYPE_FILE_FIELD, type GenotypeRequest, type GenotypesQuery, type GenotypeUpdate } from '@ganado/shared/genetics';
import type { GenotypeFile, SampleGenotypes } from '@ganado/parentage';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { uploaded } from '../../../http/multipart';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { animalsFound } from '../groups/groups.repository';
import { readGenotypeFile } from './genotypes.file';
import { deleteGenotypeRow, findGenotype, insertGenotype, listGenotypes, type ListedGenotype, panelId, parentsOf, relativesToCheck, tagsOf, updateGenotypeRow } from './genotypes.repository';
import { checkParentage } from './parentage';

function present({ genotype, tagNumber, nickname, snps, creatorName }: ListedGenotype): Genotype {
  return {
    id: genotype.id,
    animal: { id: genotype.animalId, tagNumber, nickname },
    technicianName: genotype.technicianName,
    genoData: genotype.genoData,
    serviceNote: genotype.serviceNote,
    fileName: genotype.fileName,
    format: genotype.format,
    sampleId: genotype.sampleId,
    snps,
    called: genotype.called,
    callRate: snps === 0 ? 0 : Math.round((genotype.called / snps) * 10_000) / 10_000,
    parentage: genotype.parentage,
    createdBy: genotype.createdBy && creatorName ? { id: genotype.createdBy, name: creatorName } : null,
    createdAt: genotype.createdAt.toISOString(),
    updatedAt: genotype.updatedAt.toISOString(),
  };
}

async function presentOne(db: Db, organizationId: string, id: string): Promise<Genotype> {
  const row = await findGenotype(db, organizationId, id);
  if (!row) throw AppError.notFound();
  return present(row);
}

export async function getGenotypes(context: AppContext, session: Session, query: GenotypesQuery) {
  const { rows, total } = await listGenotypes(context.db, session.organizationId, query);
  return { items: rows.map(present), total, page: query.page, limit: query.limit };
}

export const getGenotype = (context: AppContext, session: Session, id: string) => presentOne(context.db, session.organizationId, id);

/**
 * The animal's sample in the file: the only one, or the one whose id is the animal's tag or
 * registration number (a lab sends several animals in one file). Otherwise 422 naming the samples.
 */
async function sampleOf(db: Db, organizationId: string, animalId: string, file: GenotypeFile): Promise<SampleGenotypes> {
  if (file.samples.length === 1) return file.samples[0]!;
  const tags = await tagsOf(db, organizationId, [animalId]);
  const wanted = (tags.get(animalId) ?? '').toLowerCase();
  const sample = file.samples.find((candidate) => candidate.sampleId.toLowerCase() === wanted);
  if (sample) return sample;
  throw AppError.invalid({ param: GENOTYPE_FILE_FIELD, key: 'genetics.sampleNotFound', params: { samples: file.samples.slice(0, 5).map((candidate) => candidate.sampleId).join(', ') } });
}

/** Checks the animal's parentage again, and that of the genotyped relatives its genotype bears on. */
async function recheck(db: Db, organizationId: string, animalId: string, now: Date): Promise<void> {
  const parents = await parentsOf(db, organizationId, animalId);
  await checkParentage(db, organizationId, animalId, now);
  for (const relative of await relativesToCheck(db, organizationId, animalId, parents?.gender === 'male')) await checkParentage(db, organizationId, relative, now);
}

const logged = (genotype: Genotype) => ({ animalId: genotype.animal.id, technicianName: genotype.technicianName, genoData: genotype.genoData, serviceNote: genotype.serviceNote, fileName: genotype.fileName, snps: genotype.snps, conflict: genotype.parentage?.conflict ?? false });

/** `genoReg`: the form and the lab file of one animal, its parentage checked in the same transaction. */
export async function addGenotype(context: AppContext, session: Session, request: GenotypeRequest, ip: string): Promise<Genotype> {
  const snpFile = uploaded(request.snpFile);
  const mapFile = request.mapFile && uploaded(request.mapFile);
  if (!(await animalsFound(context.db, session.organizationId, [request.animalId])).has(request.animalId)) throw new AppError(404, 'errors.notFound', { param: 'animalId' });
  const file = await readGenotypeFile(snpFile, mapFile);
  const sample = await sampleOf(context.db, session.organizationId, request.animalId, file);
  return context.db.transaction(async (tx) => {
    const id = await insertGenotype(tx, {
      organizationId: session.organizationId,
      animalId: request.animalId,
      panelId: await panelId(tx, session.organizationId, session.userId, file.panel),
      technicianName: request.technicianName,
      genoData: request.genoData,
      serviceNote: request.serviceNote,
      fileName: snpFile.filename,
      format: file.format,
      sampleId: sample.sampleId,
      called: sample.called,
      calls: sample.genotypes,
      createdBy: session.userId,
    });
    await recheck(tx, session.organizationId, request.animalId, context.clock());
    const answer = await presentOne(tx, session.organizationId, id);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'genotype.create', entityType: 'genotype', entityId: id, after: logged(answer), ipAddress: ip });
    return answer;
  });
}

/** `editGeno/{id}`: the form's fields, and a new lab file in place of the kept one (the parentage checked again). */
export async function updateGenotype(context: AppContext, session: Session, id: string, request: GenotypeUpdate, ip: string): Promise<Genotype> {
  const before = await presentOne(context.db, session.organizationId, id);
  const replaced = request.snpFile ? await readGenotypeFile(uploaded(request.snpFile), request.mapFile && uploaded(request.mapFile)) : null;
  const sample = replaced ? await sampleOf(context.db, session.organizationId, before.animal.id, replaced) : null;
  return context.db.transaction(async (tx) => {
    await updateGenotypeRow(tx, session.organizationId, id, {
      technicianName: request.technicianName,
      genoData: request.genoData,
      serviceNote: request.serviceNote,
      ...(replaced && sample
        ? { panelId: await panelId(tx, session.organizationId, session.userId, replaced.panel), fileName: request.snpFile!.filename, format: replaced.format, sampleId: sample.sampleId, called: sample.called, calls: sample.genotypes }
        : {}),
    });
    if (replaced) await recheck(tx, session.organizationId, before.animal.id, context.clock());
    const answer = await presentOne(tx, session.organizationId, id);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'genotype.update', entityType: 'genotype', entityId: id, before: logged(before), after: logged(answer), ipAddress: ip });
    return answer;
  });
}

/** Deletes a genotype; the animal's older genotype (if any) and its relatives are checked again. */
export function deleteGenotype(context: AppContext, session: Session, id: string, ip: string) {
  return context.db.transaction(async (tx) => {
    const before = await presentOne(tx, session.organizationId, id);
    await deleteGenotypeRow(tx, session.organizationId, id);
    await recheck(tx, session.organizationId, before.animal.id, context.clock());
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'genotype.delete', entityType: 'genotype', entityId: id, before: logged(before), ipAddress: ip });
    return { id };
  });
}
