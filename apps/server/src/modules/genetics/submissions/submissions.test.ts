import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { insertAnimal } from '../../../test/herd';
import { beefHerd, geneticsTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { org, ok, call, viewer, outsider, breeder } = await geneticsTestbed(app);
const herd = await beefHerd(app, org, 'SB');
const calves = herd.calves.slice(0, 3).map((calf) => calf.id);

describe('data submissions', () => {
  it('checks the chosen animals against the required fields of the chosen sections, and refuses to submit while one lacks any', async () => {
    const checked = await ok('POST', '/api/genetics/submission/check', { animalIds: calves, sections: ['birth', 'weaning'] });
    // The default required fields: regNo is missing on every calf, the rest are there.
    expect(checked.required).toEqual(['regNo', 'animalName', 'gender', 'sireId', 'damId', 'dateOfBirth', 'birthWeight', 'weaningWeight', 'weaningDate']);
    expect(checked.animals.map((animal: { tagNumber: string; missing: string[] }) => [animal.tagNumber, animal.missing])).toEqual([
      ['SB-B01', ['regNo']],
      ['SB-B02', ['regNo']],
      ['SB-B03', ['regNo']],
    ]);
    const refused = await call('POST', '/api/genetics/submission', { animalIds: calves, sections: ['birth', 'weaning'] });
    expect([refused.status, refused.body.errors[0]]).toEqual([422, expect.objectContaining({ param: 'animalIds', key: 'genetics.submissionIncomplete', msg: '3 of the animals lack a field the submission requires.' })]);
    expect((await ok('GET', '/api/genetics/submission')).total).toBe(0);
  });

  it('makes the association’s file in its column order, keeps it in the history and downloads it', async () => {
    await ok('PUT', '/api/genetics/settings/required-fields', { fields: ['animalName', 'sireId', 'weaningWeight'] });
    const made = await ok('POST', '/api/genetics/submission', { animalIds: calves, sections: ['weaning'] });
    expect(made).toMatchObject({ fileName: 'submission-2026-11-24-3.csv', sections: ['weaning'], animals: 3, createdBy: { id: breeder.userId } });
    expect((await ok('GET', '/api/genetics/submission')).items.map((item: { id: string }) => item.id)).toEqual([made.id]);
    const file = await app.inject({ method: 'GET', url: `/api/genetics/submission/${made.id}/file`, headers: breeder.headers });
    const [header, first] = file.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('"regNo","internationalID","location","animalName","gender","additionalIDMethod","damID","sireId","weaningWeight","weaningDate","weaningSex","managementPastureCode","creep","weaningContemporaryGroup","animalStatus"');
    expect(first).toMatch(/^"","","Rancho SB","SB-B01","F","","SB-V1","SB-T1","\d+","2025-10-01","heifer","","","","active"$/);
  });

  it('refuses no animals or sections (422), another organisation’s animal (404) or file (404), a viewer (403)', async () => {
    expect((await call('POST', '/api/genetics/submission/check', { animalIds: [], sections: ['birth'] })).body.errors[0]).toMatchObject({ param: 'animalIds', key: 'genetics.animalsRequired' });
    expect((await call('POST', '/api/genetics/submission', { animalIds: calves, sections: [] })).body.errors[0]).toMatchObject({ param: 'sections', key: 'genetics.sectionsRequired' });
    const theirs = await insertAnimal(app, outsider.organizationId);
    const stranger = await call('POST', '/api/genetics/submission/check', { animalIds: [calves[0], theirs.id], sections: ['birth'] });
    expect([stranger.status, stranger.body.errors[0]?.param]).toEqual([404, 'animalIds.1']);
    expect((await call('POST', '/api/genetics/submission', { animalIds: calves, sections: ['birth'] }, viewer.headers)).status).toBe(403);
    const their = await ok('POST', '/api/genetics/submission/check', { animalIds: [theirs.id], sections: ['birth'] }, outsider.headers);
    expect(their.animals).toHaveLength(1);
    await ok('PUT', '/api/genetics/settings/required-fields', { fields: [] }, outsider.headers);
    const theirFile = await ok('POST', '/api/genetics/submission', { animalIds: [theirs.id], sections: ['birth'] }, outsider.headers);
    expect((await call('GET', `/api/genetics/submission/${theirFile.id}/file`)).status).toBe(404);
  });
});
