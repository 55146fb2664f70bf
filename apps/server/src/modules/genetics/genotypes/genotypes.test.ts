import { GenotypeSimulator, writeFinalReport, writePlink, writeVcf } from '@ganado/parentage/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageCatalog } from '@ganado/shared';
import { activityLog } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal } from '../../../test/herd';
import { type FilePart, multipart } from '../../../test/multipart';
import { geneticsTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { org, ok, call, viewer, outsider, breeder } = await geneticsTestbed(app);

/** A herd typed on a 2,000-SNP chip: two bulls, a cow, a calf recorded as Toño's but truly Relámpago's. */
const chip = new GenotypeSimulator({ seed: 7, snps: 2_000, missingRate: 0.01 });
const truth = { toño: chip.founder('GN-T1'), relámpago: chip.founder('GN-T2'), vaca: chip.founder('GN-V1') };
const calfTruth = chip.offspring('GN-B1', truth.relámpago, truth.vaca);
const toño = await insertAnimal(app, org, { gender: 'male', tagNumber: 'GN-T1', birthDate: '2018-01-10' });
const relámpago = await insertAnimal(app, org, { gender: 'male', tagNumber: 'GN-T2', birthDate: '2019-01-10' });
const vaca = await insertAnimal(app, org, { gender: 'female', tagNumber: 'GN-V1', birthDate: '2017-01-10' });
const becerro = await insertAnimal(app, org, { gender: 'male', tagNumber: 'GN-B1', birthDate: '2025-03-10', sireId: toño.id, damId: vaca.id });

const report = (...animals: (typeof truth)[keyof typeof truth][]) => Buffer.from(writeFinalReport(chip.panel, animals.map((animal) => chip.genotyped(animal))).join(''));
const form = { technicianName: 'Rosa Medina', genoData: 'Neogen GGP Bovine 50K', serviceNote: 'Pelo de la cola, muestra 118' };

async function register(animalId: string, files: FilePart | FilePart[], fields: Record<string, string> = form, headers = breeder.headers, method: 'POST' | 'PUT' = 'POST', url = '/api/genetics/genotype') {
  const body = multipart(method === 'POST' ? { animalId, ...fields } : fields, files);
  const response = await app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  return { status: response.statusCode, body: response.json() };
}
const finalReport = (bytes: Buffer, name = 'FinalReport.txt'): FilePart => ({ field: 'snpFile', name, bytes, type: 'text/plain' });

describe('genotypes and parentage', () => {
  it('registers a genotype from a FinalReport and flags the calf whose recorded sire has opposing homozygotes, naming the compatible bull', async () => {
    for (const [animal, sample] of [
      [toño, truth.toño],
      [relámpago, truth.relámpago],
      [vaca, truth.vaca],
    ] as const) {
      expect((await register(animal.id, finalReport(report(sample)))).status).toBe(200);
    }
    const { status, body } = await register(becerro.id, finalReport(report(calfTruth)));
    expect([status, body.message]).toEqual([200, messageCatalog.en['success.genotypeAdded']]);
    expect(body.data).toMatchObject({ animal: { id: becerro.id, tagNumber: 'GN-B1' }, format: 'finalReport', sampleId: 'GN-B1', snps: 2_000, technicianName: 'Rosa Medina' });
    expect(body.data.callRate).toBeGreaterThan(0.97);
    const { parentage } = body.data;
    expect(parentage).toMatchObject({ conflict: true, sire: { animal: { id: toño.id }, verdict: 'excluded' }, dam: { animal: { id: vaca.id }, verdict: 'compatible', opposing: 0 } });
    expect(parentage.sire.rate).toBeGreaterThan(0.01);
    expect(parentage.candidateSires).toEqual([expect.objectContaining({ animal: { id: relámpago.id, tagNumber: 'GN-T2' }, verdict: 'compatible' })]);
    const conflicts = await ok('GET', '/api/genetics/genotype?conflicts=true');
    expect(conflicts.items.map((item: { animal: { id: string } }) => item.animal.id)).toEqual([becerro.id]);
    const logged = await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, body.data.id));
    expect(logged.map((entry) => entry.action)).toEqual(['genotype.create']);
  });

  it('reads the same calls from PLINK and VCF, takes the animal’s sample out of a file of several, and checks a relative again when a parent changes', async () => {
    const son = await insertAnimal(app, org, { gender: 'male', tagNumber: 'GN-B2', birthDate: '2025-04-01', sireId: relámpago.id, damId: vaca.id });
    const sonTruth = chip.offspring('GN-B2', truth.relámpago, truth.vaca);
    const plink = writePlink(chip.panel, [chip.genotyped(sonTruth)]);
    const noMap = await register(son.id, { field: 'snpFile', name: 'lab.ped', bytes: Buffer.from(plink.ped.join('')), type: 'text/plain' });
    expect(noMap.body.errors[0]).toMatchObject({ param: 'mapFile', key: 'genetics.mapFileRequired' });
    const fromPlink = await register(son.id, [
      { field: 'snpFile', name: 'lab.ped', bytes: Buffer.from(plink.ped.join('')), type: 'text/plain' },
      { field: 'mapFile', name: 'lab.map', bytes: Buffer.from(plink.map), type: 'text/plain' },
    ]);
    expect(fromPlink.body.data).toMatchObject({ format: 'plink', parentage: { conflict: false, sire: { verdict: 'compatible' }, dam: { verdict: 'compatible' } } });
    const vcf = Buffer.from(writeVcf(chip.panel, [chip.genotyped(chip.founder('OTRA')), chip.genotyped(sonTruth)]).join(''));
    const fromVcf = await register(son.id, { field: 'snpFile', name: 'lab.vcf', bytes: vcf, type: 'text/plain' });
    expect(fromVcf.body.data).toMatchObject({ format: 'vcf', sampleId: 'GN-B2', parentage: { conflict: false } });
    const wrongSample = await register(son.id, { field: 'snpFile', name: 'lab.vcf', bytes: Buffer.from(writeVcf(chip.panel, [chip.genotyped(chip.founder('X1')), chip.genotyped(chip.founder('X2'))]).join('')), type: 'text/plain' });
    expect(wrongSample.body.errors[0]).toMatchObject({ param: 'snpFile', key: 'genetics.sampleNotFound', msg: 'The file holds no sample for this animal: its samples are X1, X2.' });
    // Relámpago's genotype replaced by the cow's file by mistake: his son is checked again and now conflicts.
    const [his] = (await ok('GET', `/api/genetics/genotype?animalId=${relámpago.id}`)).items;
    const replaced = await register(relámpago.id, finalReport(report(truth.toño)), form, breeder.headers, 'PUT', `/api/genetics/genotype/${his.id}`);
    expect(replaced.status).toBe(200);
    const [sonsNewest] = (await ok('GET', `/api/genetics/genotype?animalId=${son.id}`)).items;
    expect(sonsNewest.parentage).toMatchObject({ conflict: true, sire: { verdict: 'excluded' } });
    await ok('DELETE', `/api/genetics/genotype/${sonsNewest.id}`);
    expect((await ok('GET', `/api/genetics/genotype?animalId=${son.id}`)).total).toBe(1);
  });

  it('refuses the form’s empty or bad fields with the spec’s texts, a file that is no lab file (422), a third file (413), a viewer (403), another organisation’s animal or genotype (404)', async () => {
    const file = finalReport(report(truth.vaca));
    const blank = await register(vaca.id, file, { technicianName: '', genoData: '', serviceNote: '' });
    expect(blank.body.errors.map((error: { param: string; msg: string }) => [error.param, error.msg])).toEqual([
      ['technicianName', 'Technician name is required'],
      ['genoData', 'Geno data is required'],
      ['serviceNote', 'Service note is required'],
    ]);
    expect((await register(vaca.id, file, { ...form, technicianName: 'Rosa M3dina' })).body.errors[0]).toMatchObject({ param: 'technicianName', msg: 'Technician name can contain only letters' });
    const noFile = await app.inject({ method: 'POST', url: '/api/genetics/genotype', payload: multipart({ animalId: vaca.id, ...form }).payload, headers: { ...breeder.headers, ...multipart({}).headers } });
    expect(noFile.json().errors[0]).toMatchObject({ param: 'snpFile', msg: 'SNP is required' });
    expect((await register(vaca.id, finalReport(Buffer.from('Hola, esto no es un archivo de laboratorio\n'), 'notas.txt'))).body.errors[0]).toMatchObject({ param: 'snpFile', key: 'genetics.snpFileFormat' });
    // Past the two files any route takes, the parser itself stops reading.
    const three = await register(vaca.id, [file, { ...file, field: 'mapFile' }, { ...file, field: 'extra' }]);
    expect(three.status).toBe(413);
    expect((await register(vaca.id, file, form, viewer.headers)).status).toBe(403);
    const theirs = await insertAnimal(app, outsider.organizationId);
    const stranger = await register(theirs.id, file);
    expect([stranger.status, stranger.body.errors[0]?.param]).toEqual([404, 'animalId']);
    const theirGenotype = await register(theirs.id, file, form, outsider.headers);
    for (const method of ['GET', 'DELETE'] as const) expect((await call(method, `/api/genetics/genotype/${theirGenotype.body.data.id}`)).status).toBe(404);
    expect((await register(theirs.id, file, form, breeder.headers, 'PUT', `/api/genetics/genotype/${theirGenotype.body.data.id}`)).status).toBe(404);
  });
});
