import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { insertAnimal } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { lineageProblems, offspringProblems } from './animals.lineage';

const app = await buildTestApp();
const { db } = app.database;
const { organizationId: org } = await createMember(app, { grants: { animals: ['view'] } });
const other = await createMember(app, { grants: {} });

const cow = await insertAnimal(app, org, { gender: 'female', birthDate: '2015-04-01', tagNumber: 'ALA-0010' });
const bull = await insertAnimal(app, org, { gender: 'male', birthDate: '2014-06-01', tagNumber: 'ALA-0011' });
const heifer = await insertAnimal(app, org, { gender: 'female', birthDate: '2019-02-01', damId: cow.id, sireId: bull.id });
const calf = await insertAnimal(app, org, { gender: 'male', birthDate: '2023-09-09', damId: heifer.id });

const check = (facts: Parameters<typeof lineageProblems>[2]) => lineageProblems(db, org, facts);

describe('lineage rules', () => {
  it('accepts a female dam, a male sire and a female surrogate born before the animal', async () => {
    expect(await check({ birthDate: '2024-03-01', damId: heifer.id, sireId: bull.id, surrogateDamId: cow.id })).toEqual([]);
    expect(await check({ id: calf.id, birthDate: calf.birthDate, damId: heifer.id, sireId: bull.id })).toEqual([]);
  });

  it('wants the dam and the surrogate female, the sire male', async () => {
    expect(await check({ damId: bull.id, sireId: cow.id, surrogateDamId: calf.id })).toEqual([
      { param: 'damId', key: 'animals.damMustBeFemale' },
      { param: 'sireId', key: 'animals.sireMustBeMale' },
      { param: 'surrogateDamId', key: 'animals.surrogateMustBeFemale' },
    ]);
  });

  it('refuses the animal as its own parent', async () => {
    expect(await check({ id: cow.id, damId: cow.id })).toEqual([{ param: 'damId', key: 'animals.parentIsSelf' }]);
  });

  it('refuses a descendant as a parent: a grandson as the sire of his granddam would close a loop', async () => {
    expect(await check({ id: cow.id, birthDate: null, sireId: calf.id })).toEqual([{ param: 'sireId', key: 'animals.lineageCycle' }]);
    expect(await check({ id: cow.id, birthDate: null, damId: heifer.id })).toEqual([{ param: 'damId', key: 'animals.lineageCycle' }]);
  });

  it('wants parents born before the offspring when both dates are known', async () => {
    expect(await check({ birthDate: '2019-02-01', damId: heifer.id })).toEqual([{ param: 'damId', key: 'animals.parentBornAfter' }]);
    expect(await check({ birthDate: '2010-01-01', sireId: bull.id })).toEqual([{ param: 'sireId', key: 'animals.parentBornAfter' }]);
    expect(await check({ birthDate: null, sireId: bull.id })).toEqual([]);
  });

  it('keeps a parent’s own edit consistent with its calves: the sex they name it by, born before them', async () => {
    expect(await offspringProblems(db, org, { id: cow.id, gender: 'female', birthDate: '2015-04-01' })).toEqual([]);
    expect(await offspringProblems(db, org, { id: cow.id, gender: 'male', birthDate: '2020-01-01' })).toEqual([
      { param: 'gender', key: 'animals.damMustBeFemale' },
      { param: 'birthDate', key: 'animals.parentBornAfter' },
    ]);
    expect(await offspringProblems(db, org, { id: bull.id, gender: 'female' })).toEqual([{ param: 'gender', key: 'animals.sireMustBeMale' }]);
  });

  it('does not know an animal of another organisation', async () => {
    const theirs = await insertAnimal(app, other.organizationId, { gender: 'female' });
    expect(await check({ damId: theirs.id })).toEqual([{ param: 'damId', key: 'errors.notFound' }]);
  });
});
