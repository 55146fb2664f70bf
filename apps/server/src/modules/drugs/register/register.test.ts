import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { farms } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertFarm } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { drugPayload } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const vet = await createMember(app, { grants: { drugs: ['view', 'create', 'edit', 'export'], animals: ['view', 'create'] } });
const viewer = await createMember(app, { organizationId: vet.organizationId, grants: { drugs: ['view'] } });
const outsider = await createMember(app, { grants: { drugs: ['view', 'create', 'edit', 'export'], animals: ['view', 'create'] } });
const org = vet.organizationId;

const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = vet.headers) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const download = (url: string, headers: Record<string, string> = vet.headers) => app.inject({ method: 'GET', url, headers });

// A cow on a Madrid farm treated from a pack bought from the co-operative, and one vaccinated by hand.
const farm = await insertFarm(app, org, 'Dehesa El Encinar', 'Europe/Madrid');
await app.database.db.update(farms).set({ productionSystem: 'extensive' }).where(eq(farms.id, farm.id));
const cow = await insertAnimal(app, org, { tagNumber: 'ES-0101', farmId: farm.id });
const heifer = await insertAnimal(app, org, { tagNumber: 'ES-0102' });
const drug = (await call('POST', '/api/drug', drugPayload({ name: 'Oxitetraciclina 20 %' }))).body.data;
const receipt = { batch: 'OX-77', expiresOn: '2027-06-30', receivedAt: '2026-11-01', size: { value: 250, unit: 'mL' }, location: { warehouse: 'Botiquín' }, supplier: 'Cooperativa Los Álamos' };
const pack = (await call('POST', `/api/drug/${drug.id}/pack`, receipt)).body.data[0];
const treatment = {
  type: 'treatment',
  occurredAt: '2026-11-10T08:30:00Z',
  drugId: drug.id,
  packId: pack.id,
  dose: { value: 25, unit: 'mL' },
  route: 'intramuscular',
  veterinarian: 'Dra. Gómez',
};
const treated = (await call('POST', `/api/animal/${cow.id}/record`, treatment)).body.data;
await call('POST', `/api/animal/${heifer.id}/record`, { type: 'vaccination', occurredAt: '2026-11-12', vaccine: 'Brucelosis RB51', batch: 'RB-118' });
const theirCow = await insertAnimal(app, outsider.organizationId);
await call('POST', `/api/animal/${theirCow.id}/record`, { type: 'treatment', occurredAt: '2026-11-11', product: 'Penicilina ajena' }, outsider.headers);

describe('the medicine register', () => {
  it('lists every treatment and vaccination given, newest first, with what the law asks', async () => {
    const { status, body } = await call('GET', '/api/drug/register');
    expect(status).toBe(200);
    expect(body.data.total).toBe(2);
    expect(body.data.items[0]).toMatchObject({ type: 'vaccination', animal: { tagNumber: 'ES-0102' }, product: 'Brucelosis RB51', batch: 'RB-118', drugId: null });
    expect(body.data.items[1]).toMatchObject({
      recordId: treated.id,
      givenAt: '2026-11-10T08:30:00.000Z',
      animal: { id: cow.id, tagNumber: 'ES-0101' },
      drugId: drug.id,
      product: 'Oxitetraciclina 20 %',
      batch: 'OX-77',
      quantity: { value: 25, unit: 'mL' },
      route: 'intramuscular',
      meatWithdrawalEndsAt: '2026-12-08T08:30:00.000Z',
      milkWithdrawalEndsAt: '2026-11-17T08:30:00.000Z',
      veterinarian: 'Dra. Gómez',
      supplier: 'Cooperativa Los Álamos',
    });
    expect(body.data.items[1].givenBy).toBeTruthy();
  });

  it('filters by period (both days included), drug and animal; refuses a malformed day (422)', async () => {
    const ids = async (query: string) => (await call('GET', `/api/drug/register?${query}`)).body.data.items.map((item: { animal: { tagNumber: string } }) => item.animal.tagNumber);
    expect(await ids('from=2026-11-10&to=2026-11-10')).toEqual(['ES-0101']);
    expect(await ids('from=2026-11-11')).toEqual(['ES-0102']);
    expect(await ids(`drugId=${drug.id}`)).toEqual(['ES-0101']);
    expect(await ids(`animalId=${heifer.id}`)).toEqual(['ES-0102']);
    const bad = await call('GET', '/api/drug/register?from=10/11/2026');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([expect.objectContaining({ param: 'from' })]);
  });

  it('exports CSV in Spanish with the farm’s clock, oldest first', async () => {
    const file = await download('/api/drug/register/export?format=csv', { ...vet.headers, 'accept-language': 'es' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="medicine-register-2026-11-24.csv"');
    const lines = file.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Fecha","Animal","Medicamento","Lote","Cantidad","Vía","Fin espera carne","Fin espera leche","Administrado por","Veterinario prescriptor","Proveedor"',
    );
    expect(lines[1]).toContain('"10/11/2026 9:30 AM","ES-0101","Oxitetraciclina 20 %","OX-77","25 mL","Intramuscular","08/12/2026 9:30 AM","17/11/2026 9:30 AM"');
    expect(lines[1]).toContain('"Dra. Gómez","Cooperativa Los Álamos"');
    expect(lines[2]).toContain('"12/11/2026 12:00 AM","ES-0102","Brucelosis RB51","RB-118"');
    expect(lines).toHaveLength(3);
  });

  it('exports XLSX and PDF, and only with the export permission', async () => {
    const xlsx = await download('/api/drug/register/export?format=xlsx&from=2026-11-01&to=2026-11-30');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Medicine register')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Medicine');
    expect(sheet.getRow(2).getCell(2).value).toBe('ES-0101');
    const pdf = await download('/api/drug/register/export?format=pdf', { ...vet.headers, 'accept-language': 'es' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // One A4 page for two entries, and a whole file.
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect((await download('/api/drug/register/export', viewer.headers)).statusCode).toBe(403);
    expect((await download('/api/drug/register/export?format=doc')).statusCode).toBe(422);
  });
});
