import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { createMember } from '../../../test/people';
import { pdfText } from '../../../test/pdf';
import { goodSample, semenTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { technician, viewer, outsider, org, ok, unique, naab } = await semenTestbed(app);
const stranger = await createMember(app, { organizationId: org, grants: { animals: ['view'] } });
const labels = (id: string, query = '', headers = technician.headers) => app.inject({ method: 'GET', url: `/api/semen/batch/${id}/labels${query}`, headers });
// PDFKit writes each page as an object of its own, uncompressed.
const pagesOf = (body: Buffer) => body.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('GET /api/semen/batch/:id/labels', () => {
  it('prints a sheet of the batch’s labels: NAAB code, sire, collection day, batch and centre beside each QR code', async () => {
    const naabCode = naab();
    const sire = await ok('POST', '/api/semen/sire', { name: unique('Capitán'), naabCode });
    const collection = await ok('POST', '/api/semen/collection', { sireId: sire.id, collectedAt: '2026-11-20T08:30:00Z', ...goodSample });
    const response = await labels(collection.batch.id, '', viewer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const text = pdfText(response.rawPayload);
    for (const expected of [naabCode, sire.name, '20/11/2026', collection.batch.code, goodSample.centre]) expect(text).toContain(expected);
    expect(text.split(collection.batch.code).length - 1).toBe(24);
    expect(pagesOf(response.rawPayload)).toBe(1);
    expect(pagesOf((await labels(collection.batch.id, '?count=30')).rawPayload)).toBe(2);
  });

  it('refuses a count out of range, another organisation’s batch and someone without semen automation', async () => {
    const sire = await ok('POST', '/api/semen/sire', { name: unique('Capitán'), naabCode: naab() });
    const collection = await ok('POST', '/api/semen/collection', { sireId: sire.id, collectedAt: '2026-11-20T08:30:00Z', ...goodSample });
    const tooMany = await labels(collection.batch.id, '?count=193');
    expect([tooMany.statusCode, tooMany.json().errors[0]]).toEqual([422, expect.objectContaining({ param: 'count', key: 'semen.labelCount' })]);
    expect((await labels(collection.batch.id, '', outsider.headers)).statusCode).toBe(404);
    expect((await labels(collection.batch.id, '', stranger.headers)).statusCode).toBe(403);
  });
});
